-- Where a tenant's deposits go (issue 21, src/funds/deposit-addresses.ts): the operator's own
-- addresses per coin and chain, and/or an address-derivation service, kept apart from the public
-- settings (a service URL may carry its credentials). Null: neither, so the server's built-in
-- addresses are used, which nobody holds keys to: only a tenant marked demo (settings.demo) may
-- show them in production. Shape: {"addresses": {"usdt": {"TRC20": "T…"}}, "derivation": {"url":
-- "https://…", "timeoutMs": 3000}}.
ALTER TABLE tenants ADD COLUMN deposit_config jsonb;
