-- Fund (trade) password, hashed like the login password (scrypt, own salt); NULL until set.
ALTER TABLE users ADD COLUMN fund_password_salt text;
ALTER TABLE users ADD COLUMN fund_password_hash text;
ALTER TABLE users ADD CONSTRAINT users_fund_password_pair CHECK ((fund_password_salt IS NULL) = (fund_password_hash IS NULL));

-- The wallet address bound to the account: Ethereum addresses stored checksummed (EIP-55),
-- TRON addresses in base58 as they are, so equal addresses are equal strings. One account per
-- address in a tenant.
ALTER TABLE users ADD COLUMN address text;
ALTER TABLE users ADD COLUMN wallet_type text;
ALTER TABLE users ADD CONSTRAINT users_wallet_pair CHECK ((address IS NULL) = (wallet_type IS NULL));
ALTER TABLE users ADD CONSTRAINT users_wallet_type CHECK (wallet_type IN ('ETH', 'TRON'));
CREATE UNIQUE INDEX users_address ON users (tenant, address) WHERE address IS NOT NULL;

-- Phones are now stored as "+" and digits (the front end's fullPhone). Earlier rows without the
-- "+" get it, unless that would collide with a row that already has it.
UPDATE users u SET phone = '+' || u.phone
 WHERE u.phone IS NOT NULL AND u.phone NOT LIKE '+%'
   AND NOT EXISTS (SELECT 1 FROM users o WHERE o.tenant = u.tenant AND o.phone = '+' || u.phone);
