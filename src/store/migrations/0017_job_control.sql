-- Take-over of a running job's page (docs/decisions/0028-take-over.md): the person holding control of it.
-- No row: the agent holds it. A row whose last_input_at is older than TAKEOVER_IDLE_SECONDS has expired
-- to the agent (src/store/job-control.ts reads it so, and the next take replaces it).
CREATE TABLE job_control (
  job_id text PRIMARY KEY REFERENCES jobs (id) ON DELETE CASCADE,
  holder_user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  since timestamptz NOT NULL DEFAULT now(),
  last_input_at timestamptz NOT NULL DEFAULT now()
);

-- Every take-over, audited in the job's timeline: a `take-over` step (its start and length: when and how
-- long) whose take_over says who held the page and the pages it showed meanwhile ({userId, email, pages}).
ALTER TABLE job_steps ADD COLUMN take_over jsonb;
