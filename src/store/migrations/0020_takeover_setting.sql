-- Whether the agent may ask a person to take over a page it cannot finish, instead of failing
-- (docs/decisions/0029-the-agent-asks-for-a-take-over.md). On by default; an agency admin turns it off in
-- the app's settings.
ALTER TABLE agencies ADD COLUMN takeover_when_stuck boolean NOT NULL DEFAULT true;
