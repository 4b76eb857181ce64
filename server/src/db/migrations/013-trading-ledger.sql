-- Trading through the ledger (issue 6). The tenant gains a "house" system account: the
-- counterparty of every trade (the market maker of spot fills, the other side of contract PnL and
-- second-contract payouts). New journal kinds name the movements of trading: an order's funds held
-- or released (order_hold, order_release), a contract position's margin and PnL (contract), a
-- second-contract stake and payout (second_contract), a spot fill (spot), a trading fee (fee) and
-- an inviter's share of it (commission).
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_account_type_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_account_type_check
  CHECK (account_type IN ('funding', 'spot', 'contract', 'external', 'exchange', 'fees', 'house'));
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_owner;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_owner
  CHECK ((user_id IS NULL) = (account_type IN ('external', 'exchange', 'fees', 'house')));

ALTER TABLE ledger_journal DROP CONSTRAINT ledger_journal_kind_check;
ALTER TABLE ledger_journal ADD CONSTRAINT ledger_journal_kind_check CHECK (kind IN (
  'opening', 'adjustment', 'freeze', 'deposit', 'withdrawal', 'withdrawal_settle', 'withdrawal_release', 'transfer', 'swap',
  'order_hold', 'order_release', 'contract', 'second_contract', 'spot', 'fee', 'commission'));

-- An inviter's share of an invitee's trading fee (src/trading/fees.ts), for the invite screens.
CREATE TABLE commissions (
  id          serial PRIMARY KEY,
  tenant      text    NOT NULL REFERENCES tenants(name) ON DELETE CASCADE,
  inviter_id  int     NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  invitee_id  int     NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  coin        text    NOT NULL,
  amount      numeric NOT NULL CHECK (amount > 0),
  source      text    NOT NULL CHECK (source IN ('contract', 'spot')),
  journal_id  bigint  NOT NULL REFERENCES ledger_journal(id) ON DELETE CASCADE,
  create_time bigint  NOT NULL
);
CREATE INDEX commissions_inviter ON commissions (inviter_id, id);
