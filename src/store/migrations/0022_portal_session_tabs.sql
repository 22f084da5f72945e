-- Tabs of one portal session (docs/decisions/0033-tabs-of-one-session.md): a login's lease has holders,
-- one row each. `sign-in`: the one holder that may sign in, alone; `tab`: a job working in the session
-- a holder signed in or found kept; `waiting`: a tab whose session ended, waiting for its turn to sign in.
ALTER TABLE portal_sessions DROP CONSTRAINT portal_sessions_pkey;
ALTER TABLE portal_sessions ADD PRIMARY KEY (agency_id, carrier_id, job_id);
ALTER TABLE portal_sessions ADD COLUMN role text NOT NULL DEFAULT 'sign-in'
  CHECK (role IN ('sign-in', 'tab', 'waiting'));
