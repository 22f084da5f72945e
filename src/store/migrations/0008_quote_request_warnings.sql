-- What a carrier will refuse or ask of the submission, found when the request was created
-- (POST /v1/quotes `warnings`): kept so every read shows the same list.
ALTER TABLE quote_requests ADD COLUMN warnings jsonb NOT NULL DEFAULT '[]'::jsonb;
