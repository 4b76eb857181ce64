-- Uploaded images (KYC photos), kept in the database: served only to their owner.
-- id is random (32 hex characters), so URLs cannot be guessed or counted.
CREATE TABLE uploads (
  id           text   PRIMARY KEY,
  tenant       text   NOT NULL REFERENCES tenants(name) ON DELETE CASCADE,
  user_id      int    NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  content_type text   NOT NULL,
  size         int    NOT NULL,
  data         bytea  NOT NULL,
  create_time  bigint NOT NULL
);
CREATE INDEX uploads_user ON uploads (user_id);
