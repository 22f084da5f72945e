-- Every vault master key version that has ever wrapped a record, with a fingerprint of its key
-- (docs/vault.md). A version number is never reused for another key, and at start the keyring must
-- hold, for every version records use, the very key registered here.
CREATE TABLE vault_key_versions (
  version integer PRIMARY KEY CHECK (version >= 1),
  -- first 16 bytes of HMAC-SHA256(key, 'vault master key fingerprint'), hex: names the key, reveals nothing
  fingerprint text NOT NULL CHECK (fingerprint ~ '^[0-9a-f]{32}$'),
  registered_at timestamptz NOT NULL DEFAULT now()
);
