-- Agency app: people who sign in, their sessions, failed sign-ins (limited per account and per
-- address), and a notification on every job and step change so open pages update live on any node.

CREATE TABLE users (
  id text PRIMARY KEY,
  agency_id text NOT NULL REFERENCES agencies (id),
  -- lower-cased; one account per address across the service
  email text NOT NULL UNIQUE,
  -- scrypt$N$r$p$salt$hash (see src/users/passwords.ts)
  password_hash text NOT NULL,
  role text NOT NULL CHECK (role IN ('admin', 'agent')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX users_agency ON users (agency_id);

CREATE TABLE sessions (
  -- hex SHA-256 of the cookie's token; the token itself is never stored
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  csrf_token text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE sign_in_failures (
  id bigserial PRIMARY KEY,
  -- 'account:<email>' or 'address:<ip>'
  subject text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sign_in_failures_subject ON sign_in_failures (subject, failed_at);

-- One line each: the migration runner splits on semicolons that end a line.
CREATE FUNCTION notify_job_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('jobs_changed', NEW.agency_id || ' ' || NEW.quote_request_id || ' ' || NEW.id); RETURN NEW; END $$;
CREATE TRIGGER jobs_changed AFTER INSERT OR UPDATE ON jobs FOR EACH ROW EXECUTE FUNCTION notify_job_changed();
CREATE FUNCTION notify_step_recorded() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('jobs_changed', (SELECT agency_id || ' ' || quote_request_id || ' ' || id FROM jobs WHERE id = NEW.job_id)); RETURN NEW; END $$;
CREATE TRIGGER job_steps_recorded AFTER INSERT ON job_steps FOR EACH ROW EXECUTE FUNCTION notify_step_recorded();
