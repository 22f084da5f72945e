-- quote.action_required once per pause, and quote.action_resolved only after one (src/runs/action-notices.ts).
-- action_notice_due_at: a deferred quote.action_required is due then (an MFA pause whose code may arrive by
-- itself); whoever first finds it due while the job still waits records it and clears the column.
-- action_notice_sent_at: this pause's quote.action_required was recorded then; cleared, with its
-- quote.action_resolved recorded, when the pause ends.
ALTER TABLE jobs ADD COLUMN action_notice_due_at timestamptz;
ALTER TABLE jobs ADD COLUMN action_notice_sent_at timestamptz;
CREATE INDEX jobs_action_notice_due ON jobs (action_notice_due_at) WHERE action_notice_due_at IS NOT NULL;
