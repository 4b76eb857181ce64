-- Deposits (recharge): a user's claim that funds were sent to their deposit address, reviewed by
-- the operator (development: POST /api/__dev/recharge/review). Approval credits the funding account.
-- status 0 pending, 1 approved, 2 rejected.
CREATE TABLE recharge_orders (
  id          serial  PRIMARY KEY,
  tenant      text    NOT NULL REFERENCES tenants(name) ON DELETE CASCADE,
  user_id     int     NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  coin        text    NOT NULL,
  chain       text    NOT NULL,
  amount      numeric NOT NULL CHECK (amount > 0),
  -- An upload of the same user (the proof of payment), or none.
  proof       text    REFERENCES uploads(id),
  status      int     NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  reason      text,
  create_time bigint  NOT NULL,
  review_time bigint
);
CREATE INDEX recharge_orders_user ON recharge_orders (user_id, create_time DESC);

-- Withdrawals: the amount is frozen on submit; approval settles it (it leaves the ledger to the
-- external account, the fee to the fee account), rejection releases it.
CREATE TABLE withdraw_orders (
  id          serial  PRIMARY KEY,
  tenant      text    NOT NULL REFERENCES tenants(name) ON DELETE CASCADE,
  user_id     int     NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  coin        text    NOT NULL,
  chain       text    NOT NULL,
  address     text    NOT NULL,
  amount      numeric NOT NULL CHECK (amount > 0),
  fee         numeric NOT NULL CHECK (fee >= 0),
  net_amount  numeric NOT NULL CHECK (net_amount > 0),
  status      int     NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  reason      text,
  create_time bigint  NOT NULL,
  review_time bigint,
  CONSTRAINT withdraw_orders_net CHECK (net_amount = amount - fee)
);
CREATE INDEX withdraw_orders_user ON withdraw_orders (user_id, create_time DESC);

-- The withdrawal address book. Addresses are stored normalised (src/funds/chains.ts), so equal
-- addresses are equal strings.
CREATE TABLE withdraw_addresses (
  id          serial PRIMARY KEY,
  tenant      text   NOT NULL REFERENCES tenants(name) ON DELETE CASCADE,
  user_id     int    NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  coin        text   NOT NULL,
  chain       text   NOT NULL,
  address     text   NOT NULL,
  label       text   NOT NULL,
  create_time bigint NOT NULL
);
CREATE UNIQUE INDEX withdraw_addresses_unique ON withdraw_addresses (user_id, coin, chain, address);

-- Whether the tenant accepts withdrawals now, and what to show when it does not.
ALTER TABLE tenants ADD COLUMN withdraw_open boolean NOT NULL DEFAULT true;
ALTER TABLE tenants ADD COLUMN withdraw_message text;

-- Bank cards (userBank). At most 5 per user (checked in code, under a lock of the user's row).
CREATE TABLE bank_cards (
  id          serial PRIMARY KEY,
  tenant      text   NOT NULL REFERENCES tenants(name) ON DELETE CASCADE,
  user_id     int    NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  holder_name text   NOT NULL,
  bank_name   text   NOT NULL,
  branch      text   NOT NULL,
  card_number text   NOT NULL CHECK (card_number ~ '^[0-9]{12,19}$'),
  create_time bigint NOT NULL
);
CREATE UNIQUE INDEX bank_cards_unique ON bank_cards (user_id, card_number);

-- Idempotency-Key of the guarded submits (capability idempotencyKey): one row per tenant, user and
-- key, inserted in the submit's own transaction, so of two requests with one key only one runs;
-- the other answers the stored response. fingerprint: a hash of the request's fields (secrets left
-- out), so a key reused for another request is refused. response: the JSON body as it was sent
-- (text, not jsonb, so the repeat is the same bytes).
CREATE TABLE idempotency_keys (
  tenant      text   NOT NULL REFERENCES tenants(name) ON DELETE CASCADE,
  user_id     int    NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  key         text   NOT NULL,
  endpoint    text   NOT NULL,
  fingerprint text   NOT NULL,
  response    text,
  create_time bigint NOT NULL,
  PRIMARY KEY (tenant, user_id, key)
);
