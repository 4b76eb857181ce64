-- Loan risk (issue 21, CONTRACT-DELTA "Loans"): a loan can be liquidated (status 3: its collateral
-- sold to repay it), is margin-called once per crossing of the margin-call LTV (margin_called set
-- when told, cleared when the LTV is back under it), and pays an overdue penalty.
ALTER TABLE loans DROP CONSTRAINT loans_repaid;
ALTER TABLE loans DROP CONSTRAINT loans_status_check;
ALTER TABLE loans ADD CONSTRAINT loans_status_check CHECK (status IN (0, 1, 3));
ALTER TABLE loans ADD COLUMN margin_called boolean NOT NULL DEFAULT false;
-- What was paid: the overdue penalty (beside interest), once repaid or liquidated.
ALTER TABLE loans ADD COLUMN penalty numeric CHECK (penalty >= 0);
-- A liquidation: the price the collateral was sold at and the USDT returned to the user.
ALTER TABLE loans ADD COLUMN liquidation_price numeric CHECK (liquidation_price > 0);
ALTER TABLE loans ADD COLUMN returned numeric CHECK (returned >= 0);
ALTER TABLE loans ADD CONSTRAINT loans_repaid CHECK ((status IN (1, 3)) = (repay_time IS NOT NULL AND interest IS NOT NULL));
ALTER TABLE loans ADD CONSTRAINT loans_liquidated CHECK ((status = 3) = (liquidation_price IS NOT NULL AND returned IS NOT NULL));
