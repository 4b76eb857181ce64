-- Trading (issue 6, src/trading/): the USDT-margined contract (orders, isolated positions, their
-- take-profit / stop-loss settings), the second contract (periods and fixed-period orders) and spot
-- orders. The money itself lives in the ledger (migrations 011, 013): these tables are the orders
-- and positions that the ledger's journal rows refer to (ref_type + ref_id).

-- A contract position: one open position per user, symbol, direction and leverage (a second fill
-- at the same leverage adds to it). entry_value is Σ quantity × fill price of its fills, kept
-- exactly: the entry price shown is entry_value / quantity, and the PnL is computed from the
-- exact value rather than from a rounded average. status 0 open, 1 closed by the user,
-- 2 liquidated, 3 take-profit, 4 stop-loss.
CREATE TABLE contract_positions (
  id           serial  PRIMARY KEY,
  tenant       text    NOT NULL REFERENCES tenants(name) ON DELETE CASCADE,
  user_id      int     NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  symbol       text    NOT NULL,
  direction    text    NOT NULL CHECK (direction IN ('long', 'short')),
  leverage     int     NOT NULL CHECK (leverage > 0),
  quantity     numeric NOT NULL CHECK (quantity >= 0),
  entry_value  numeric NOT NULL CHECK (entry_value >= 0),
  margin       numeric NOT NULL CHECK (margin >= 0),
  fee          numeric NOT NULL DEFAULT 0 CHECK (fee >= 0),
  status       int     NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 3, 4)),
  close_price  numeric,
  realised_pnl numeric,
  create_time  bigint  NOT NULL,
  update_time  bigint  NOT NULL,
  close_time   bigint
);
CREATE UNIQUE INDEX contract_positions_open ON contract_positions (user_id, symbol, direction, leverage) WHERE status = 0;
CREATE INDEX contract_positions_user ON contract_positions (user_id, id DESC);
CREATE INDEX contract_positions_status ON contract_positions (status) WHERE status = 0;

-- A contract order. amount is the margin (USDT); a limit order holds amount + fee (hold) in the
-- contract account's frozen bucket until it fills or is cancelled. status 0 pending, 1 filled,
-- 2 cancelled.
CREATE TABLE contract_orders (
  id          serial  PRIMARY KEY,
  tenant      text    NOT NULL REFERENCES tenants(name) ON DELETE CASCADE,
  user_id     int     NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  symbol      text    NOT NULL,
  direction   text    NOT NULL CHECK (direction IN ('long', 'short')),
  type        text    NOT NULL CHECK (type IN ('market', 'limit')),
  price       numeric CHECK (price > 0),
  amount      numeric NOT NULL CHECK (amount > 0),
  leverage    int     NOT NULL CHECK (leverage > 0),
  hold        numeric NOT NULL DEFAULT 0 CHECK (hold >= 0),
  status      int     NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  fill_price  numeric,
  fee         numeric,
  position_id int     REFERENCES contract_positions(id) ON DELETE SET NULL,
  take_profit numeric,
  stop_loss   numeric,
  create_time bigint  NOT NULL,
  update_time bigint  NOT NULL,
  CONSTRAINT contract_orders_limit_price CHECK ((type = 'limit') = (price IS NOT NULL))
);
CREATE INDEX contract_orders_user ON contract_orders (user_id, id DESC);
CREATE INDEX contract_orders_pending ON contract_orders (status) WHERE status = 0;

-- The take-profit / stop-loss of an open position (/api/contract/loss/*): one row per position.
-- A row with both triggers cleared stays (its id is stable) but is not listed.
CREATE TABLE contract_loss_settings (
  id          serial  PRIMARY KEY,
  tenant      text    NOT NULL REFERENCES tenants(name) ON DELETE CASCADE,
  user_id     int     NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  position_id int     NOT NULL UNIQUE REFERENCES contract_positions(id) ON DELETE CASCADE,
  take_profit numeric CHECK (take_profit > 0),
  stop_loss   numeric CHECK (stop_loss > 0),
  create_time bigint  NOT NULL
);
CREATE INDEX contract_loss_settings_user ON contract_loss_settings (user_id, id DESC);

-- The second contract's periods, the same for every tenant and every symbol of the coin list
-- (seeded by src/db/seed/periods.ts). payout_rate: a win's profit as a fraction of the amount.
CREATE TABLE second_periods (
  id          serial  PRIMARY KEY,
  seconds     int     NOT NULL UNIQUE CHECK (seconds > 0),
  payout_rate numeric NOT NULL CHECK (payout_rate > 0),
  min_amount  numeric NOT NULL CHECK (min_amount > 0),
  max_amount  numeric NOT NULL,
  sort        int     NOT NULL,
  CONSTRAINT second_periods_range CHECK (max_amount >= min_amount)
);

-- A second-contract order: the stake is frozen in the contract account until settle_time; then
-- result win / lose / draw and payout (what returned to the account). status 0 running, 1 settled.
CREATE TABLE second_contract_orders (
  id          serial  PRIMARY KEY,
  tenant      text    NOT NULL REFERENCES tenants(name) ON DELETE CASCADE,
  user_id     int     NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  symbol      text    NOT NULL,
  direction   text    NOT NULL CHECK (direction IN ('up', 'down')),
  amount      numeric NOT NULL CHECK (amount > 0),
  seconds     int     NOT NULL,
  payout_rate numeric NOT NULL,
  open_price  numeric NOT NULL,
  open_time   bigint  NOT NULL,
  settle_time bigint  NOT NULL,
  status      int     NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
  close_price numeric,
  result      text    CHECK (result IN ('win', 'lose', 'draw')),
  payout      numeric
);
CREATE INDEX second_contract_orders_user ON second_contract_orders (user_id, open_time DESC, id DESC);
CREATE INDEX second_contract_orders_running ON second_contract_orders (settle_time) WHERE status = 0;

-- A spot order. amount is the quantity of coin; a limit order holds `hold` (of the quote coin for a
-- buy, of coin for a sell) in the spot account's frozen bucket. status 0 open, 1 filled,
-- 2 cancelled.
CREATE TABLE spot_orders (
  id          serial  PRIMARY KEY,
  tenant      text    NOT NULL REFERENCES tenants(name) ON DELETE CASCADE,
  user_id     int     NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  symbol      text    NOT NULL,
  -- The coin traded ('btc') and what it is priced in ('usdt'; the coin list's baseCoin), lower case.
  coin        text    NOT NULL,
  quote_coin  text    NOT NULL,
  side        text    NOT NULL CHECK (side IN ('buy', 'sell')),
  type        text    NOT NULL CHECK (type IN ('market', 'limit')),
  price       numeric CHECK (price > 0),
  amount      numeric NOT NULL CHECK (amount > 0),
  hold        numeric NOT NULL DEFAULT 0 CHECK (hold >= 0),
  status      int     NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  fill_price  numeric,
  fee         numeric,
  fee_coin    text,
  create_time bigint  NOT NULL,
  update_time bigint  NOT NULL,
  CONSTRAINT spot_orders_limit_price CHECK ((type = 'limit') = (price IS NOT NULL))
);
CREATE INDEX spot_orders_user ON spot_orders (user_id, id DESC);
CREATE INDEX spot_orders_pending ON spot_orders (status) WHERE status = 0;

-- The default periods, for databases seeded before this migration; a reseed writes the same rows
-- from src/db/seed/periods.ts (a test checks that the two agree).
INSERT INTO second_periods (seconds, payout_rate, min_amount, max_amount, sort) VALUES
  (30, 0.8, 10, 50000, 0), (60, 0.85, 10, 50000, 1), (120, 0.9, 10, 50000, 2), (300, 0.95, 10, 50000, 3);
