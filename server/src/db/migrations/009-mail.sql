-- Mails and announcements (spec §3 "Mail or announcement", §7 Notices), per tenant: addressed
-- to one user, or to everyone in the tenant (user_id NULL). Type 1 is a mail whose read state
-- the server tracks (updateMail); other types are read-marked by the client alone.
CREATE TABLE mails (
  id          serial PRIMARY KEY,
  tenant      text NOT NULL REFERENCES tenants(name) ON DELETE CASCADE,
  user_id     int REFERENCES users(id) ON DELETE CASCADE,
  title       text NOT NULL,
  -- Server HTML; the front end sanitises it before showing it (rule 9).
  content     text NOT NULL,
  type        int  NOT NULL DEFAULT 0,
  create_time bigint NOT NULL
);
CREATE INDEX mails_recipient ON mails (tenant, user_id, create_time DESC);

-- Read marks of type-1 mails, one row per mail and reader: a mail to everyone is read per user.
CREATE TABLE mail_reads (
  mail_id   int    NOT NULL REFERENCES mails(id) ON DELETE CASCADE,
  user_id   int    NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  read_time bigint NOT NULL,
  PRIMARY KEY (mail_id, user_id)
);
