-- Per-carrier pacing of portal sessions, shared by every worker: the earliest time the next session
-- with that carrier may start.
CREATE TABLE carrier_pacing (
  carrier_id text PRIMARY KEY,
  next_start_at timestamptz NOT NULL
);
