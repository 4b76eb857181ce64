-- One-time wallet sign-in challenges (GET /api/user/walletNonce). `message` is the exact text the
-- wallet signs; used_at is set once, by a conditional UPDATE, so a signature cannot be replayed.
CREATE TABLE wallet_nonces (
  tenant      text   NOT NULL REFERENCES tenants(name) ON DELETE CASCADE,
  nonce       text   NOT NULL,
  address     text   NOT NULL,
  wallet_type text   NOT NULL CHECK (wallet_type IN ('ETH', 'TRON')),
  message     text   NOT NULL,
  create_time bigint NOT NULL,
  expires_at  bigint NOT NULL,
  used_at     bigint,
  PRIMARY KEY (tenant, nonce)
);
CREATE INDEX wallet_nonces_expiry ON wallet_nonces (expires_at);
