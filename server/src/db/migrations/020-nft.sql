-- The NFT marketplace (issue 8). Items are custodial: ownership is a row here, payments are USDT
-- through the ledger (funding accounts). An item without an owner belongs to the house (the
-- collection's creator): its proceeds go to the house account. A sale moves the price from the
-- buyer to the seller in one `nft_sale` journal.
ALTER TABLE ledger_journal DROP CONSTRAINT ledger_journal_kind_check;
ALTER TABLE ledger_journal ADD CONSTRAINT ledger_journal_kind_check CHECK (kind IN (
  'opening', 'adjustment', 'freeze', 'deposit', 'withdrawal', 'withdrawal_settle', 'withdrawal_release', 'transfer', 'swap',
  'order_hold', 'order_release', 'contract', 'second_contract', 'spot', 'fee', 'commission',
  'stake', 'unstake', 'income', 'loan', 'repayment', 'collateral', 'subscription', 'nft_sale'));

CREATE TABLE nft_collections (
  id          serial PRIMARY KEY,
  tenant      text   NOT NULL REFERENCES tenants(name) ON DELETE CASCADE,
  name        text   NOT NULL,
  description text   NOT NULL,
  -- A path on the tenant's assets host (generated art: /api/static/nft/…).
  image       text   NOT NULL,
  -- The creator shown as the owner of items the house still holds.
  creator     text   NOT NULL,
  sort        int    NOT NULL DEFAULT 0,
  create_time bigint NOT NULL
);
CREATE INDEX nft_collections_tenant ON nft_collections (tenant, sort);

CREATE TABLE nft_items (
  id            serial  PRIMARY KEY,
  tenant        text    NOT NULL REFERENCES tenants(name) ON DELETE CASCADE,
  collection_id int     NOT NULL REFERENCES nft_collections(id) ON DELETE CASCADE,
  name          text    NOT NULL,
  image         text    NOT NULL,
  -- [{trait, value}], shown on /nftDetail.
  attributes    jsonb   NOT NULL DEFAULT '[]',
  -- NULL: the house (the collection's creator) holds it.
  owner_user_id int     REFERENCES users(id) ON DELETE SET NULL,
  -- The listing price in USDT; NULL when not for sale.
  price         numeric CHECK (price IS NULL OR price > 0),
  create_time   bigint  NOT NULL
);
CREATE INDEX nft_items_collection ON nft_items (collection_id);
CREATE INDEX nft_items_owner ON nft_items (owner_user_id) WHERE owner_user_id IS NOT NULL;

CREATE TABLE nft_sales (
  id             serial  PRIMARY KEY,
  tenant         text    NOT NULL REFERENCES tenants(name) ON DELETE CASCADE,
  item_id        int     NOT NULL REFERENCES nft_items(id) ON DELETE CASCADE,
  price          numeric NOT NULL CHECK (price > 0),
  -- NULL: sold by the house.
  seller_user_id int     REFERENCES users(id) ON DELETE SET NULL,
  buyer_user_id  int     REFERENCES users(id) ON DELETE SET NULL,
  journal_id     int     NOT NULL REFERENCES ledger_journal(id),
  create_time    bigint  NOT NULL
);
CREATE INDEX nft_sales_item ON nft_sales (item_id, id DESC);
