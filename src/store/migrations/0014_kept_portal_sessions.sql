-- Portal sessions kept per carrier login (issue 11): after a sign-in, the browser's storage state
-- (cookies, local storage) is sealed under its own data key (AES-256-GCM, AAD bound to the agency and
-- carrier) wrapped by the vault's master key, so the login's next job starts signed in. Dropped when
-- it expires, when the portal refuses it, and when the login is replaced or deleted.
CREATE TABLE kept_portal_sessions (
  agency_id text NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
  carrier_id text NOT NULL,
  ciphertext bytea NOT NULL,
  iv bytea NOT NULL,
  auth_tag bytea NOT NULL,
  wrapped_key bytea NOT NULL,
  wrapped_key_iv bytea NOT NULL,
  wrapped_key_auth_tag bytea NOT NULL,
  key_version integer NOT NULL,
  expires_at timestamptz NOT NULL,
  saved_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (agency_id, carrier_id)
);
CREATE INDEX kept_portal_sessions_expiry ON kept_portal_sessions (expires_at);

-- What a job cost people and portals: prompts to a person (an MFA code or questions), sign-ins, and
-- attempts that started from a kept session the portal still honoured.
ALTER TABLE jobs ADD COLUMN person_prompts integer NOT NULL DEFAULT 0;
ALTER TABLE jobs ADD COLUMN sign_ins integer NOT NULL DEFAULT 0;
ALTER TABLE jobs ADD COLUMN sessions_reused integer NOT NULL DEFAULT 0;
