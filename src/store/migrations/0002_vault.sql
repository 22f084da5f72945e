-- Carrier portal credentials, encrypted at rest (see docs/vault.md). Nothing here is readable without
-- the master keys: the secret is AES-256-GCM under a per-record data key, which is itself wrapped by
-- the master key of version key_version. Both are bound (AAD) to agency_id, carrier_id and id.

CREATE TABLE carrier_credentials (
  id text PRIMARY KEY,
  agency_id text NOT NULL REFERENCES agencies (id),
  carrier_id text NOT NULL,
  status text NOT NULL DEFAULT 'configured' CHECK (status IN ('configured', 'invalid')),
  -- why the portal refused it, for people; never contains the secret
  status_reason text CHECK (status = 'invalid' OR status_reason IS NULL),
  -- the JSON secret { username, password, totpSeed? } under the data key
  ciphertext bytea NOT NULL,
  iv bytea NOT NULL CHECK (octet_length(iv) = 12),
  auth_tag bytea NOT NULL CHECK (octet_length(auth_tag) = 16),
  -- the 32-byte data key under master key version key_version
  wrapped_key bytea NOT NULL CHECK (octet_length(wrapped_key) = 32),
  wrapped_key_iv bytea NOT NULL CHECK (octet_length(wrapped_key_iv) = 12),
  wrapped_key_auth_tag bytea NOT NULL CHECK (octet_length(wrapped_key_auth_tag) = 16),
  key_version integer NOT NULL CHECK (key_version >= 1),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- when the secret or its status last changed (a key rotation does not count)
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- last successful portal login with this secret
  last_verified_at timestamptz,
  UNIQUE (agency_id, carrier_id)
);
-- rotation and the startup check look records up by master key version
CREATE INDEX carrier_credentials_key_version ON carrier_credentials (key_version);
