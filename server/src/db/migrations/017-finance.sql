-- DeFi stakes, financial products and pledges (issue 7). Both are custodial holdings through the
-- ledger (migration 016's kinds): the amount moves from the user's funding account available to
-- frozen (stake) and back (unstake); a daily income comes from the house (income). One table holds
-- the orders of both, so one engine (src/finance/accrual.ts) pays and matures them.

-- The DeFi pool's figure shown with ETH on /defi (spec §3 "DeFi store", default 10000).
CREATE TABLE defi_pools (
  tenant         text    PRIMARY KEY REFERENCES tenants(name) ON DELETE CASCADE,
  divide_balance numeric NOT NULL DEFAULT 10000 CHECK (divide_balance >= 0)
);

-- A product a user can buy: `financial` (USDT wealth products, some for VIP members only) or
-- `pledge` (other coins locked for a term). days 0 = flexible (redeem any time).
CREATE TABLE finance_products (
  id            serial  PRIMARY KEY,
  tenant        text    NOT NULL REFERENCES tenants(name) ON DELETE CASCADE,
  kind          text    NOT NULL CHECK (kind IN ('financial', 'pledge')),
  coin          text    NOT NULL,
  -- Percent a day.
  daily_rate    numeric NOT NULL CHECK (daily_rate >= 0),
  days          int     NOT NULL CHECK (days >= 0),
  min_amount    numeric NOT NULL CHECK (min_amount > 0),
  max_amount    numeric NOT NULL,
  vip_level     int     NOT NULL DEFAULT 0 CHECK (vip_level >= 0),
  early_redeem  boolean NOT NULL,
  -- Share (0..1) of the accrued income kept by the house on an early redemption.
  early_penalty numeric NOT NULL DEFAULT 0 CHECK (early_penalty >= 0 AND early_penalty <= 1),
  quota         numeric NOT NULL CHECK (quota > 0),
  sold          numeric NOT NULL DEFAULT 0,
  sort          int     NOT NULL DEFAULT 0,
  CONSTRAINT finance_products_range CHECK (max_amount >= min_amount),
  CONSTRAINT finance_products_sold CHECK (sold >= 0 AND sold <= quota)
);
CREATE INDEX finance_products_tenant ON finance_products (tenant, kind, sort);

-- A product's name and HTML description per language; English is the fallback.
CREATE TABLE finance_product_texts (
  product_id  int  NOT NULL REFERENCES finance_products(id) ON DELETE CASCADE,
  lang        text NOT NULL,
  name        text NOT NULL,
  description text NOT NULL,
  PRIMARY KEY (product_id, lang)
);

-- One holding: a DeFi stake (product_id NULL, source 'defi') or a product bought (source
-- 'finance'). The rate and term are copied from the tier or product when it is made.
-- status: 0 holding (earning), 1 redeemed, 2 matured (the term ended, the amount paid back).
CREATE TABLE stake_orders (
  id          serial  PRIMARY KEY,
  tenant      text    NOT NULL REFERENCES tenants(name) ON DELETE CASCADE,
  user_id     int     NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  source      text    NOT NULL CHECK (source IN ('defi', 'finance')),
  product_id  int     REFERENCES finance_products(id) ON DELETE CASCADE,
  coin        text    NOT NULL,
  amount      numeric NOT NULL CHECK (amount > 0),
  daily_rate  numeric NOT NULL CHECK (daily_rate >= 0),
  -- 0: no term (DeFi stakes, flexible products).
  days        int     NOT NULL CHECK (days >= 0),
  status      int     NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  -- What an early redemption kept back of the principal (the penalty on the accrued income).
  penalty     numeric NOT NULL DEFAULT 0 CHECK (penalty >= 0),
  create_time bigint  NOT NULL,
  -- When the term ends (NULL: no term).
  end_time    bigint,
  close_time  bigint,
  CONSTRAINT stake_orders_product CHECK ((source = 'finance') = (product_id IS NOT NULL)),
  CONSTRAINT stake_orders_term CHECK ((days = 0) = (end_time IS NULL))
);
CREATE INDEX stake_orders_user ON stake_orders (user_id, source, create_time);
CREATE INDEX stake_orders_open ON stake_orders (status) WHERE status = 0;

-- One day's income of an order: at most one row per (order, UTC day), so accrual pays once
-- whatever runs it (timer, a read, the development hook) and however often.
CREATE TABLE stake_incomes (
  id          serial  PRIMARY KEY,
  order_id    int     NOT NULL REFERENCES stake_orders(id) ON DELETE CASCADE,
  -- The UTC day it pays for (its start, ms).
  day         bigint  NOT NULL,
  amount      numeric NOT NULL CHECK (amount >= 0),
  coin        text    NOT NULL,
  daily_rate  numeric NOT NULL,
  -- NULL when the amount floors to zero (nothing moves).
  journal_id  bigint  REFERENCES ledger_journal(id) ON DELETE CASCADE,
  create_time bigint  NOT NULL,
  CONSTRAINT stake_incomes_once UNIQUE (order_id, day)
);
