-- Inbound SMS codes: one number per agency (the provider posts its texts with `To` = this number), and
-- the provider account's auth token that signs them, sealed under the vault master keys
-- (`enc:<version>:…`, AAD `sms-token:<agency_id>`; src/inbound/sms/sms-token-box.ts). Never plain text.

CREATE TABLE agency_sms_numbers (
  agency_id text PRIMARY KEY REFERENCES agencies (id) ON DELETE CASCADE,
  -- E.164; one agency per number, so a text is routed by its `To` alone
  phone_number text NOT NULL UNIQUE CHECK (phone_number ~ '^\+[1-9][0-9]{6,14}$'),
  -- NULL: no token of its own (SMS_AUTH_TOKEN, when set, checks its texts)
  auth_token text CHECK (auth_token IS NULL OR auth_token LIKE 'enc:%'),
  updated_at timestamptz NOT NULL DEFAULT now()
);
