-- Balances as a double-entry ledger (src/funds/ledger.ts).
--
-- An account is one coin of one owner in one account type: a user's funding, spot or contract
-- account, or a system account of the tenant (the outside world, the swap desk, fee income).
-- Every movement is a journal row with two or more entries that sum to zero per coin, written in
-- one transaction with the balance updates, so that each account's `available` and `frozen` always
-- equal the sums of its entries. A user's balance can never go negative (the checks below, and the
-- posting code refuses first with "Insufficient balance"); a system account is the counterparty of
-- the users' movements and its balance is minus what it gave out (external: what came in from
-- outside, net of what went out).
CREATE TABLE ledger_accounts (
  id           serial  PRIMARY KEY,
  tenant       text    NOT NULL REFERENCES tenants(name) ON DELETE CASCADE,
  -- NULL for the tenant's system accounts.
  user_id      int     REFERENCES users(id) ON DELETE CASCADE,
  coin         text    NOT NULL,
  account_type text    NOT NULL CHECK (account_type IN ('funding', 'spot', 'contract', 'external', 'exchange', 'fees')),
  available    numeric NOT NULL DEFAULT 0,
  frozen       numeric NOT NULL DEFAULT 0,
  CONSTRAINT ledger_accounts_owner CHECK ((user_id IS NULL) = (account_type IN ('external', 'exchange', 'fees'))),
  CONSTRAINT ledger_accounts_available_not_negative CHECK (user_id IS NULL OR available >= 0),
  CONSTRAINT ledger_accounts_frozen_not_negative CHECK (user_id IS NULL OR frozen >= 0),
  CONSTRAINT ledger_accounts_system_not_frozen CHECK (user_id IS NOT NULL OR frozen = 0)
);
CREATE UNIQUE INDEX ledger_accounts_key ON ledger_accounts (tenant, COALESCE(user_id, 0), coin, account_type);
CREATE INDEX ledger_accounts_user ON ledger_accounts (user_id);

-- One movement: what it was (kind) and what it belongs to (ref_type + ref_id: an order, a user).
CREATE TABLE ledger_journal (
  id          bigserial PRIMARY KEY,
  tenant      text   NOT NULL REFERENCES tenants(name) ON DELETE CASCADE,
  kind        text   NOT NULL CHECK (kind IN (
                'opening', 'adjustment', 'freeze', 'deposit', 'withdrawal', 'withdrawal_settle', 'withdrawal_release', 'transfer', 'swap')),
  ref_type    text,
  ref_id      bigint,
  create_time bigint NOT NULL
);
CREATE INDEX ledger_journal_ref ON ledger_journal (ref_type, ref_id);

-- The entries of a movement: a signed amount on one bucket (available or frozen) of one account.
CREATE TABLE ledger_entries (
  id         bigserial PRIMARY KEY,
  journal_id bigint  NOT NULL REFERENCES ledger_journal(id) ON DELETE CASCADE,
  account_id int     NOT NULL REFERENCES ledger_accounts(id) ON DELETE CASCADE,
  bucket     text    NOT NULL CHECK (bucket IN ('available', 'frozen')),
  amount     numeric NOT NULL CHECK (amount <> 0)
);
CREATE INDEX ledger_entries_account ON ledger_entries (account_id);
CREATE INDEX ledger_entries_journal ON ledger_entries (journal_id);

-- The balances of user_assets move into the ledger: each becomes the user's funding account,
-- credited from the tenant's external account (an "opening" movement); its frozen part, at most the
-- amount, is then frozen (a "freeze" movement). amount was the total, frozen a part of it.
DO $$
DECLARE
  r record;
  account int;
  external int;
  journal bigint;
  locked numeric;
  stamp bigint := (extract(epoch FROM clock_timestamp()) * 1000)::bigint;
BEGIN
  FOR r IN
    SELECT a.user_id, u.tenant, a.coin, a.amount, a.frozen
      FROM user_assets a JOIN users u ON u.id = a.user_id
     ORDER BY a.user_id, a.sort, a.coin
  LOOP
    INSERT INTO ledger_accounts (tenant, user_id, coin, account_type) VALUES (r.tenant, r.user_id, r.coin, 'funding')
      ON CONFLICT (tenant, (COALESCE(user_id, 0)), coin, account_type) DO NOTHING;
    SELECT id INTO account FROM ledger_accounts
     WHERE tenant = r.tenant AND user_id = r.user_id AND coin = r.coin AND account_type = 'funding';
    CONTINUE WHEN r.amount <= 0;

    INSERT INTO ledger_accounts (tenant, user_id, coin, account_type) VALUES (r.tenant, NULL, r.coin, 'external')
      ON CONFLICT (tenant, (COALESCE(user_id, 0)), coin, account_type) DO NOTHING;
    SELECT id INTO external FROM ledger_accounts
     WHERE tenant = r.tenant AND user_id IS NULL AND coin = r.coin AND account_type = 'external';
    INSERT INTO ledger_journal (tenant, kind, ref_type, ref_id, create_time) VALUES (r.tenant, 'opening', 'user', r.user_id, stamp)
      RETURNING id INTO journal;
    INSERT INTO ledger_entries (journal_id, account_id, bucket, amount)
      VALUES (journal, external, 'available', -r.amount), (journal, account, 'available', r.amount);
    UPDATE ledger_accounts SET available = available - r.amount WHERE id = external;
    UPDATE ledger_accounts SET available = available + r.amount WHERE id = account;

    locked := LEAST(r.frozen, r.amount);
    CONTINUE WHEN locked <= 0;
    INSERT INTO ledger_journal (tenant, kind, ref_type, ref_id, create_time) VALUES (r.tenant, 'freeze', 'user', r.user_id, stamp)
      RETURNING id INTO journal;
    INSERT INTO ledger_entries (journal_id, account_id, bucket, amount)
      VALUES (journal, account, 'available', -locked), (journal, account, 'frozen', locked);
    UPDATE ledger_accounts SET available = available - locked, frozen = frozen + locked WHERE id = account;
  END LOOP;
END $$;

DROP TABLE user_assets;
