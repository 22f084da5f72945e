-- Carrier logins: a portal may lock an account out (too many failed sign-ins), and a person may test a
-- login ("Test login" in the app), a sign-in-only job whose outcome sets the login's status. Every change
-- of either is announced, so the carrier logins page updates live on any node.

-- Postgres named the original checks: the status column's, and status_reason's (it names status).
ALTER TABLE carrier_credentials DROP CONSTRAINT carrier_credentials_status_check;
ALTER TABLE carrier_credentials DROP CONSTRAINT carrier_credentials_check;
ALTER TABLE carrier_credentials ADD CONSTRAINT carrier_credentials_status_check CHECK (status IN ('configured', 'invalid', 'locked'));
-- why the portal refused or locked it, for people; never contains the secret
ALTER TABLE carrier_credentials ADD CONSTRAINT carrier_credentials_status_reason_check CHECK (status IN ('invalid', 'locked') OR status_reason IS NULL);

CREATE TABLE login_checks (
  id text PRIMARY KEY,
  agency_id text NOT NULL REFERENCES agencies (id),
  carrier_id text NOT NULL,
  -- queued, running, then the portal's answer (accepted, rejected, locked) or failed (no answer: the
  -- portal was down or changed, the login busy, a new login saved meanwhile)
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'accepted', 'rejected', 'locked', 'failed')),
  -- the portal's words, or why the check could not finish; never the secret
  message text,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  CHECK ((finished_at IS NULL) = (status IN ('queued', 'running')))
);
-- one open check per login: asking again while one runs answers that one
CREATE UNIQUE INDEX login_checks_open ON login_checks (agency_id, carrier_id) WHERE finished_at IS NULL;

-- One line each: the migration runner splits on semicolons that end a line.
CREATE FUNCTION notify_login_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP = 'DELETE' THEN PERFORM pg_notify('logins_changed', OLD.agency_id || ' ' || OLD.carrier_id); RETURN OLD; END IF; PERFORM pg_notify('logins_changed', NEW.agency_id || ' ' || NEW.carrier_id); RETURN NEW; END $$;
CREATE TRIGGER carrier_credentials_changed AFTER INSERT OR UPDATE OR DELETE ON carrier_credentials FOR EACH ROW EXECUTE FUNCTION notify_login_changed();
CREATE TRIGGER login_checks_changed AFTER INSERT OR UPDATE ON login_checks FOR EACH ROW EXECUTE FUNCTION notify_login_changed();
