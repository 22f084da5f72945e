-- Each agency's address for e-mailed MFA codes: a random, unguessable local part (the domain is the
-- deployment's INBOUND_MAIL_DOMAIN, not stored), made when the agency first asks for it. Mail itself is
-- never stored.
CREATE TABLE agency_mail_addresses (
  agency_id text PRIMARY KEY REFERENCES agencies (id),
  local_part text NOT NULL UNIQUE CHECK (local_part ~ '^mfa-[a-z0-9]{16,64}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);
