-- Mappings people confirmed: on one screen of a carrier's portal, the control labelled so takes our
-- field. An agency's own (agency_id set) serve only its jobs; an operator's promotion copies one as
-- carrier-wide (agency_id NULL) for every agency. Withdrawn rows stay, with who or what withdrew them
-- and why (a portal's refusal or a quote mismatch carries its evidence).
CREATE TABLE learned_mappings (
  id text PRIMARY KEY,
  agency_id text REFERENCES agencies (id) ON DELETE CASCADE,
  carrier_id text NOT NULL,
  -- as the portal shows them; compared by their keys (lower case, spaces collapsed, no trailing ':' or '*')
  screen text NOT NULL,
  screen_key text NOT NULL,
  label text NOT NULL,
  label_key text NOT NULL,
  -- our field's path in the submission (input.numberOfEmployees)
  field text NOT NULL,
  -- actors: a user id (usr_…), an API key id (key_…), 'operator' (the CLI) or 'system' (automatic)
  confirmed_by text NOT NULL,
  confirmed_at timestamptz NOT NULL DEFAULT now(),
  withdrawn_at timestamptz,
  withdrawn_by text,
  withdrawn_reason text,
  evidence jsonb,
  promoted_from text REFERENCES learned_mappings (id),
  CHECK ((withdrawn_at IS NULL) = (withdrawn_by IS NULL))
);
-- one active mapping per agency (or carrier-wide), carrier, screen and label
CREATE UNIQUE INDEX learned_mappings_active ON learned_mappings ((coalesce(agency_id, '')), carrier_id, screen_key, label_key) WHERE withdrawn_at IS NULL;
CREATE INDEX learned_mappings_agency ON learned_mappings (agency_id, carrier_id);
