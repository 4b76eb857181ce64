-- Quoted swaps (issue 21): a swap is priced when the user asks for a quote, not when it is
-- submitted. The quote is the server's firm offer to this user for these coins and this amount,
-- for a few seconds; the submit names it and is filled at it, once (used_at), or refused with a
-- fresh one. What the user receives and the fee are stored as offered, so the fill is exactly
-- what the confirmation showed.
CREATE TABLE swap_quotes (
  id          text    PRIMARY KEY,
  tenant      text    NOT NULL,
  user_id     int     NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  from_coin   text    NOT NULL,
  to_coin     text    NOT NULL,
  amount      numeric NOT NULL CHECK (amount > 0),
  rate        numeric NOT NULL CHECK (rate > 0),
  received    numeric NOT NULL CHECK (received > 0),
  fee         numeric NOT NULL CHECK (fee >= 0),
  create_time bigint  NOT NULL,
  expires_at  bigint  NOT NULL,
  used_at     bigint
);

CREATE INDEX swap_quotes_user ON swap_quotes (user_id, expires_at);
