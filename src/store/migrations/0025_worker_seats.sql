-- Each worker process's seats as it last reported them (docs/decisions/0036-adaptive-seats.md): the
-- jobs holding a running seat and parked, the limit its measurements set now between its floor and
-- ceiling, the stretch it measured and the signals behind it. /metrics reads the rows of workers that
-- reported within the last minute, from any API process.
CREATE TABLE worker_seats (
  worker_id text PRIMARY KEY,
  in_use integer NOT NULL,
  parked integer NOT NULL,
  seat_limit integer NOT NULL,
  seat_floor integer NOT NULL,
  seat_ceiling integer NOT NULL,
  stretch double precision,
  signals jsonb NOT NULL DEFAULT '{}',
  reported_at timestamptz NOT NULL DEFAULT now()
);
