-- The watchlist ("optional coins", spec §7): a user's coins in the user's order (sort ascending).
-- The symbol is spelled as in the coin lists; a coin leaving the lists leaves every watchlist.
CREATE TABLE user_coins (
  id      serial PRIMARY KEY,
  user_id int  NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  symbol  text NOT NULL REFERENCES coins(symbol) ON DELETE CASCADE ON UPDATE CASCADE,
  sort    int  NOT NULL,
  UNIQUE (user_id, symbol)
);
CREATE INDEX user_coins_order ON user_coins (user_id, sort, id);
