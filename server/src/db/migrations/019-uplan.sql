-- U plan (issue 8, src/uplan/): pledge products a user signs for with USDT from the funding
-- account and tops up to the product's project_amount. The money lives in the ledger (journal kinds
-- stake, unstake, income of migration 016, ref_type 'uplan_order' + ref_id): these tables are the
-- products and the orders its journal rows refer to.

CREATE TABLE uplan_products (
  id             serial  PRIMARY KEY,
  tenant         text    NOT NULL REFERENCES tenants(name) ON DELETE CASCADE,
  title          text    NOT NULL,
  icon           text    NOT NULL,
  project_amount numeric NOT NULL CHECK (project_amount > 0),
  limit_min      numeric NOT NULL CHECK (limit_min > 0),
  days           int     NOT NULL CHECK (days > 0),
  day_rate       numeric NOT NULL CHECK (day_rate >= 0),
  introduction   text    NOT NULL DEFAULT '',
  rule           text    NOT NULL DEFAULT '',
  sort           int     NOT NULL DEFAULT 0,
  CONSTRAINT uplan_products_range CHECK (project_amount >= limit_min)
);
CREATE INDEX uplan_products_tenant ON uplan_products (tenant, sort, id);

-- An order: the product's terms copied when it was signed. review_status 0 waiting, 1 in income,
-- 2 completed; order_status 1 signed, 2 overdue, 3 completed. accrued_days counts the days of
-- income already paid (from review_time); remain_day = days - accrued_days.
CREATE TABLE uplan_orders (
  id             serial  PRIMARY KEY,
  tenant         text    NOT NULL REFERENCES tenants(name) ON DELETE CASCADE,
  user_id        int     NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  plan_id        int     NOT NULL REFERENCES uplan_products(id) ON DELETE CASCADE,
  project_amount numeric NOT NULL CHECK (project_amount > 0),
  already_amount numeric NOT NULL CHECK (already_amount > 0),
  limit_min      numeric NOT NULL,
  days           int     NOT NULL CHECK (days > 0),
  day_rate       numeric NOT NULL,
  accrued_days   int     NOT NULL DEFAULT 0,
  accumula_earn  numeric NOT NULL DEFAULT 0,
  review_status  int     NOT NULL DEFAULT 0 CHECK (review_status IN (0, 1, 2)),
  order_status   int     NOT NULL DEFAULT 1 CHECK (order_status IN (1, 2, 3)),
  create_time    bigint  NOT NULL,
  review_time    bigint,
  CONSTRAINT uplan_orders_cap CHECK (already_amount <= project_amount),
  CONSTRAINT uplan_orders_days CHECK (accrued_days BETWEEN 0 AND days)
);
CREATE INDEX uplan_orders_user ON uplan_orders (user_id, order_status, id DESC);
CREATE INDEX uplan_orders_accruing ON uplan_orders (review_time) WHERE review_status = 1;
