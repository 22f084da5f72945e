-- Runs: the step timeline and artifacts of every job attempt, resolutions typed by people, answers
-- remembered per client, events, and the leases that keep one portal session per carrier login.

ALTER TABLE jobs ADD COLUMN attempt integer NOT NULL DEFAULT 0;
ALTER TABLE jobs ADD COLUMN worker_id text;
ALTER TABLE jobs ADD COLUMN heartbeat_at timestamptz;
ALTER TABLE jobs ADD COLUMN waiting_until timestamptz;
ALTER TABLE jobs ADD COLUMN portal_reference text;

CREATE TABLE job_steps (
  id bigserial PRIMARY KEY,
  job_id text NOT NULL REFERENCES jobs (id),
  attempt integer NOT NULL,
  name text NOT NULL,
  started_at timestamptz NOT NULL,
  duration_ms integer NOT NULL,
  outcome text NOT NULL,
  error text,
  screenshot text
);
CREATE INDEX job_steps_job ON job_steps (job_id, id);

CREATE TABLE job_artifacts (
  id text PRIMARY KEY,
  job_id text NOT NULL REFERENCES jobs (id),
  attempt integer NOT NULL,
  kind text NOT NULL,
  name text NOT NULL,
  path text NOT NULL,
  content_type text NOT NULL,
  size_bytes integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX job_artifacts_job ON job_artifacts (job_id);

-- What a person typed to resolve a waiting job; consumed (deleted) by the agent that waits for it.
CREATE TABLE job_resolutions (
  job_id text PRIMARY KEY REFERENCES jobs (id),
  kind text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Underwriting answers remembered per client, so the next carrier asking is answered without a pause.
CREATE TABLE client_answers (
  client_id text NOT NULL REFERENCES clients (id),
  question_key text NOT NULL,
  question_text text NOT NULL,
  answer jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (client_id, question_key)
);

CREATE TABLE events (
  id text PRIMARY KEY,
  agency_id text NOT NULL REFERENCES agencies (id),
  quote_request_id text REFERENCES quote_requests (id),
  job_id text,
  type text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX events_agency ON events (agency_id, id);
CREATE INDEX events_request ON events (quote_request_id, id);

-- One portal session at a time per carrier login: a lease renewed while the job runs.
CREATE TABLE portal_sessions (
  agency_id text NOT NULL,
  carrier_id text NOT NULL,
  job_id text NOT NULL,
  worker_id text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (agency_id, carrier_id)
);
