-- The live view across nodes (docs/decisions/0031-live-view-across-nodes.md): each worker process's
-- internal address, where an API process relays a job's frames and a person's input from. The worker
-- holding a job is `jobs.worker_id` (migration 0003); a row not heartbeated for a minute is of a worker
-- gone and is not relayed to.
CREATE TABLE worker_addresses (
  worker_id text PRIMARY KEY,
  address text NOT NULL,
  heartbeat_at timestamptz NOT NULL DEFAULT now()
);
