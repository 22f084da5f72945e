-- Learned mappings proposed from what a person did while holding a job's page (decision 0030): a
-- `proposed` row is never applied; an admin accepts it (it becomes `active`, replacing an active one of
-- the same key as a confirmation does) or rejects it (withdrawn, reason `rejected`). A mapping is a
-- control's label taking one of our fields (`field`), or the caption of the button that finishes a
-- screen (`continue`: `label` holds the caption, `field` is empty).
ALTER TABLE learned_mappings
  ADD COLUMN kind text NOT NULL DEFAULT 'field' CHECK (kind IN ('field', 'continue')),
  ADD COLUMN state text NOT NULL DEFAULT 'active' CHECK (state IN ('proposed', 'active')),
  ADD COLUMN source text NOT NULL DEFAULT 'confirmation' CHECK (source IN ('confirmation', 'take_over')),
  ADD COLUMN job_id text,
  ADD COLUMN proposed_by text,
  ADD COLUMN proposed_at timestamptz,
  -- what was seen: the value set (never a secret's), the page's address
  ADD COLUMN observed jsonb;
-- one active mapping per agency (or carrier-wide), carrier, screen and label; one continue action per
-- screen; proposals may be several
DROP INDEX learned_mappings_active;
CREATE UNIQUE INDEX learned_mappings_active ON learned_mappings ((coalesce(agency_id, '')), carrier_id, screen_key, label_key)
  WHERE withdrawn_at IS NULL AND state = 'active' AND kind = 'field';
CREATE UNIQUE INDEX learned_mappings_active_continue ON learned_mappings ((coalesce(agency_id, '')), carrier_id, screen_key)
  WHERE withdrawn_at IS NULL AND state = 'active' AND kind = 'continue';
