-- Webhooks (docs/webhooks.md): partner endpoints, one delivery per (event, endpoint) and the outcome
-- of every attempt. The events table is the outbox: `fanned_out_at` marks the events the dispatcher
-- has turned into deliveries.

ALTER TABLE events ADD COLUMN fanned_out_at timestamptz;

-- events recorded before webhooks existed are history, not something to deliver now
UPDATE events SET fanned_out_at = created_at;

-- the dispatcher's work list stays as small as the backlog, however long the events table grows
CREATE INDEX events_fan_out_pending ON events (id) WHERE fanned_out_at IS NULL;

CREATE TABLE webhooks (
  id text PRIMARY KEY,
  agency_id text NOT NULL REFERENCES agencies (id),
  url text NOT NULL,
  events text[] NOT NULL CHECK (cardinality(events) > 0),
  enabled boolean NOT NULL DEFAULT true,
  disabled_reason text,
  disabled_at timestamptz,
  -- the signing secret (whsec_ and base64 of 32 random bytes), kept as is because signing needs it;
  -- never returned after creation or rotation (docs/webhooks.md, "Secrets at rest")
  secret text NOT NULL,
  -- after a rotation the replaced secret also signs until it expires
  previous_secret text,
  previous_secret_expires_at timestamptz,
  -- the failure streak behind automatic disabling: first failed attempt since the last success, and
  -- deliveries that failed for good since then
  failing_since timestamptz,
  consecutive_failed_deliveries integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((previous_secret IS NULL) = (previous_secret_expires_at IS NULL)),
  CHECK (enabled OR disabled_reason IS NOT NULL)
);
CREATE INDEX webhooks_agency ON webhooks (agency_id, id);

CREATE TABLE webhook_deliveries (
  id text PRIMARY KEY,
  webhook_id text NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
  event_id text NOT NULL REFERENCES events (id),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
  -- attempts made so far; the next one is number attempts + 1
  attempts integer NOT NULL DEFAULT 0,
  -- 4 for the automatic schedule (1 + 3 retries); a redelivery by hand allows one more
  max_attempts integer NOT NULL,
  -- when the next attempt is due (pending only)
  next_attempt_at timestamptz,
  last_attempt_at timestamptz,
  last_status_code integer,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  -- one delivery per event and endpoint, however many dispatchers race to create it
  UNIQUE (webhook_id, event_id),
  CHECK ((status = 'pending') = (next_attempt_at IS NOT NULL))
);
CREATE INDEX webhook_deliveries_webhook ON webhook_deliveries (webhook_id, id DESC);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';

CREATE TABLE webhook_attempts (
  delivery_id text NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
  attempt integer NOT NULL,
  attempted_at timestamptz NOT NULL,
  -- null when no HTTP answer came (refused address, connection error, timeout)
  status_code integer,
  latency_ms integer NOT NULL,
  response_excerpt text CHECK (octet_length(response_excerpt) <= 1024),
  error text,
  succeeded boolean NOT NULL,
  PRIMARY KEY (delivery_id, attempt)
);
