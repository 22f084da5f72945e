-- Agencies, their API keys, client records, quote requests, jobs and idempotency records.

CREATE TABLE agencies (
  id text PRIMARY KEY,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE api_keys (
  id text PRIMARY KEY,
  agency_id text NOT NULL REFERENCES agencies (id),
  name text NOT NULL,
  -- first characters of the key, shown in listings so a person can tell keys apart
  display_prefix text NOT NULL,
  -- hex SHA-256 of the whole key; the key itself is never stored
  key_hash text NOT NULL UNIQUE,
  scopes text[] NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX api_keys_agency ON api_keys (agency_id);

CREATE TABLE clients (
  id text PRIMARY KEY,
  agency_id text NOT NULL REFERENCES agencies (id),
  external_source text NOT NULL,
  external_reference text NOT NULL,
  business_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (agency_id, external_source, external_reference)
);

CREATE TABLE quote_requests (
  id text PRIMARY KEY,
  agency_id text NOT NULL REFERENCES agencies (id),
  client_id text NOT NULL REFERENCES clients (id),
  external_reference text NOT NULL,
  external_source text NOT NULL,
  status text NOT NULL,
  lines_requested text[] NOT NULL,
  carrier_ids text[] NOT NULL,
  -- the validated create body: input and the line data objects
  submission jsonb NOT NULL,
  skipped_carriers jsonb NOT NULL DEFAULT '[]',
  partial_skips jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  completed_at timestamptz
);
CREATE INDEX quote_requests_agency_created ON quote_requests (agency_id, id DESC);
CREATE INDEX quote_requests_agency_reference ON quote_requests (agency_id, external_reference);

CREATE TABLE jobs (
  id text PRIMARY KEY,
  quote_request_id text NOT NULL REFERENCES quote_requests (id),
  agency_id text NOT NULL REFERENCES agencies (id),
  carrier_id text NOT NULL,
  line_of_business text NOT NULL,
  status text NOT NULL,
  retry_count integer NOT NULL DEFAULT 0,
  action_required jsonb,
  error_type text,
  error_message text,
  result jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  completed_at timestamptz,
  UNIQUE (quote_request_id, carrier_id, line_of_business)
);
CREATE INDEX jobs_quote_request ON jobs (quote_request_id);

CREATE TABLE idempotency_keys (
  agency_id text NOT NULL REFERENCES agencies (id),
  operation text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  -- null while the first request is still being processed
  response_status integer,
  response_body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (agency_id, operation, key)
);
CREATE INDEX idempotency_keys_expiry ON idempotency_keys (expires_at);
