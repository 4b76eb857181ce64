-- DeFi, financial products, pledges, loans and subscriptions through the ledger (issue 7). New
-- journal kinds: funds put into a product or a stake and taken out again (stake, unstake), the
-- income a product or a stake pays (income), a loan paid out and repaid (loan, repayment), the
-- collateral held for a loan and released (collateral), and a token launch's held USDT and its
-- allocation (subscription). The house account (migration 013) is the counterparty.
ALTER TABLE ledger_journal DROP CONSTRAINT ledger_journal_kind_check;
ALTER TABLE ledger_journal ADD CONSTRAINT ledger_journal_kind_check CHECK (kind IN (
  'opening', 'adjustment', 'freeze', 'deposit', 'withdrawal', 'withdrawal_settle', 'withdrawal_release', 'transfer', 'swap',
  'order_hold', 'order_release', 'contract', 'second_contract', 'spot', 'fee', 'commission',
  'stake', 'unstake', 'income', 'loan', 'repayment', 'collateral', 'subscription'));
