-- The carrier definition a job's attempt ran with: its id and the sha256 of its file
-- (docs/decisions/0032-carrier-definitions-as-data.md), recorded when the attempt starts.
ALTER TABLE jobs ADD COLUMN definition_id text;
ALTER TABLE jobs ADD COLUMN definition_hash text;
