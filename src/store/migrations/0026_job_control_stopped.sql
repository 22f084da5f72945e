-- A person's hold of a job's page counts its idle time from when the agent stopped for them
-- (docs/decisions/0028-take-over.md, point 1): until the agent reaches a step boundary and waits,
-- nothing can be typed, so a hold taken during a long step cannot expire before the person had the page.
-- NULL: taken, and the agent has not stopped yet (the hold does not expire); a time: the agent waits.
ALTER TABLE job_control ADD COLUMN agent_stopped_at timestamptz;
