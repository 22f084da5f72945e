-- Take-over of a running job's page (docs/decisions/0028-take-over.md): the person holding control of it.
-- No row: the agent holds it. A row whose last_input_at is older than TAKEOVER_IDLE_SECONDS has expired
-- to the agent (src/store/job-control.ts reads it so, and the next take replaces it).
CREATE TABLE job_control (
  job_id text PRIMARY KEY REFERENCES jobs (id) ON DELETE CASCADE,
  holder_user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  since timestamptz NOT NULL DEFAULT now(),
  last_input_at timestamptz NOT NULL DEFAULT now()
);

-- Every take-over, audited: who held the page, from when, how long, and the pages it showed while held.
-- The job's timeline (job_steps) gets a `take-over` step with the same time and length.
CREATE TABLE job_takeovers (
  id bigserial PRIMARY KEY,
  job_id text NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  user_id text NOT NULL,
  email text NOT NULL,
  attempt integer NOT NULL,
  since timestamptz NOT NULL,
  held_ms integer NOT NULL,
  pages jsonb NOT NULL
);
CREATE INDEX job_takeovers_job ON job_takeovers (job_id, id);
