-- Accounts, per tenant. A user signs in by login name, e-mail or phone; each is unique within
-- its tenant. Passwords: scrypt with a per-user random salt (src/auth/password.ts).
CREATE TABLE users (
  id            serial PRIMARY KEY,
  tenant        text NOT NULL REFERENCES tenants(name) ON DELETE CASCADE,
  login_name    text,
  email         text,
  phone         text,
  password_salt text NOT NULL,
  password_hash text NOT NULL,
  -- 0 active, 1 frozen (spec §3).
  status        int  NOT NULL DEFAULT 0,
  invite_code   text NOT NULL,
  invited_by    int REFERENCES users(id) ON DELETE SET NULL,
  vip_level     int  NOT NULL DEFAULT 0,
  all_earn      numeric NOT NULL DEFAULT 0,
  create_time   bigint NOT NULL
);
CREATE UNIQUE INDEX users_login_name ON users (tenant, lower(login_name)) WHERE login_name IS NOT NULL;
CREATE UNIQUE INDEX users_email ON users (tenant, lower(email)) WHERE email IS NOT NULL;
CREATE UNIQUE INDEX users_phone ON users (tenant, phone) WHERE phone IS NOT NULL;
CREATE UNIQUE INDEX users_invite_code ON users (tenant, invite_code);

-- Balances per coin. Decimal strings in and out: never floats.
CREATE TABLE user_assets (
  user_id int     NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  coin    text    NOT NULL,
  amount  numeric NOT NULL DEFAULT 0 CHECK (amount >= 0),
  frozen  numeric NOT NULL DEFAULT 0 CHECK (frozen >= 0),
  sort    int     NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, coin)
);

-- Sign-in tokens (random 32 bytes, hex). A token is valid for its tenant only.
CREATE TABLE sessions (
  token       text PRIMARY KEY,
  user_id     int  NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  tenant      text NOT NULL,
  create_time bigint NOT NULL,
  expires_at  bigint NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);
