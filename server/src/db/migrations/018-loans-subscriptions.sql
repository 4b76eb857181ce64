-- Loans and token-launch subscriptions (issue 7, src/lending/). The money lives in the ledger
-- (migrations 011, 013, 016): these tables are the products, loans, launches and applications that
-- its journal rows refer to (ref_type 'loan' or 'subscription_order' + ref_id).

-- A loan product of a tenant: borrow `coin` for `days` at daily_rate percent a day, against at
-- least amount ÷ ltv of collateral in one of collateral_coins.
CREATE TABLE loan_products (
  id               serial  PRIMARY KEY,
  tenant           text    NOT NULL REFERENCES tenants(name) ON DELETE CASCADE,
  coin             text    NOT NULL DEFAULT 'usdt',
  days             int     NOT NULL CHECK (days > 0),
  daily_rate       numeric NOT NULL CHECK (daily_rate >= 0),
  min_amount       numeric NOT NULL CHECK (min_amount > 0),
  max_amount       numeric NOT NULL,
  ltv              numeric NOT NULL CHECK (ltv > 0 AND ltv <= 1),
  collateral_coins text[]  NOT NULL CHECK (cardinality(collateral_coins) > 0),
  sort             int     NOT NULL DEFAULT 0,
  CONSTRAINT loan_products_range CHECK (max_amount >= min_amount)
);
CREATE INDEX loan_products_tenant ON loan_products (tenant, sort, id);

-- A loan: the product's terms copied at the time it was taken, the collateral frozen in the
-- funding account and the price it was valued at. status 0 active, 1 repaid (overdue is read from
-- the clock: active and past due_time). interest is what was paid, once repaid.
CREATE TABLE loans (
  id                serial  PRIMARY KEY,
  tenant            text    NOT NULL REFERENCES tenants(name) ON DELETE CASCADE,
  user_id           int     NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  product_id        int     NOT NULL REFERENCES loan_products(id) ON DELETE CASCADE,
  coin              text    NOT NULL,
  amount            numeric NOT NULL CHECK (amount > 0),
  days              int     NOT NULL CHECK (days > 0),
  daily_rate        numeric NOT NULL CHECK (daily_rate >= 0),
  collateral_coin   text    NOT NULL,
  collateral_amount numeric NOT NULL CHECK (collateral_amount > 0),
  collateral_price  numeric NOT NULL CHECK (collateral_price > 0),
  status            int     NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
  interest          numeric CHECK (interest >= 0),
  create_time       bigint  NOT NULL,
  due_time          bigint  NOT NULL,
  repay_time        bigint,
  CONSTRAINT loans_repaid CHECK ((status = 1) = (repay_time IS NOT NULL AND interest IS NOT NULL))
);
CREATE INDEX loans_user ON loans (user_id, id DESC);
CREATE INDEX loans_active ON loans (due_time) WHERE status = 0;

-- A token launch: `supply` tokens of `token` at `price` USDT each, applied for with USDT between
-- start_time and end_time, each user between min_amount and max_amount in all. allocated_time is
-- set once its applications have been allocated (once, after end_time).
CREATE TABLE launches (
  id             serial  PRIMARY KEY,
  tenant         text    NOT NULL REFERENCES tenants(name) ON DELETE CASCADE,
  token          text    NOT NULL,
  name           text    NOT NULL,
  price          numeric NOT NULL CHECK (price > 0),
  supply         numeric NOT NULL CHECK (supply > 0),
  min_amount     numeric NOT NULL CHECK (min_amount > 0),
  max_amount     numeric NOT NULL,
  start_time     bigint  NOT NULL,
  end_time       bigint  NOT NULL,
  allocated_time bigint,
  sort           int     NOT NULL DEFAULT 0,
  CONSTRAINT launches_range CHECK (max_amount >= min_amount AND end_time > start_time)
);
CREATE INDEX launches_tenant ON launches (tenant, sort, id);
CREATE INDEX launches_due ON launches (end_time) WHERE allocated_time IS NULL;

-- A launch's description (server HTML) per language; English is the fallback.
CREATE TABLE launch_translations (
  launch_id   int  NOT NULL REFERENCES launches(id) ON DELETE CASCADE,
  lang        text NOT NULL,
  description text NOT NULL,
  PRIMARY KEY (launch_id, lang)
);

-- An application: `amount` USDT frozen in the funding account until allocation. status 0 waiting,
-- 1 allocated: `allocated` tokens received, `cost` USDT paid for them, `refunded` USDT returned.
CREATE TABLE subscription_orders (
  id            serial  PRIMARY KEY,
  tenant        text    NOT NULL REFERENCES tenants(name) ON DELETE CASCADE,
  user_id       int     NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  launch_id     int     NOT NULL REFERENCES launches(id) ON DELETE CASCADE,
  amount        numeric NOT NULL CHECK (amount > 0),
  status        int     NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
  allocated     numeric CHECK (allocated >= 0),
  cost          numeric CHECK (cost >= 0),
  refunded      numeric CHECK (refunded >= 0),
  create_time   bigint  NOT NULL,
  allocate_time bigint,
  CONSTRAINT subscription_orders_allocated CHECK ((status = 1) = (allocated IS NOT NULL AND cost IS NOT NULL AND refunded IS NOT NULL))
);
CREATE INDEX subscription_orders_user ON subscription_orders (user_id, id DESC);
CREATE INDEX subscription_orders_launch ON subscription_orders (launch_id, user_id);
