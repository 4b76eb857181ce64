-- The tradable symbols, shared by all tenants (a tenant picks what it shows through settings).
-- symbol keeps the case the lists show (MT5 symbols such as XAUUSD are upper case); the
-- market socket speaks lower case (lower(symbol)).
CREATE TABLE coins (
  symbol             text PRIMARY KEY,
  coin               text NOT NULL,
  base_coin          text NOT NULL,
  show_symbol        text NOT NULL,
  customize_flag     int  NOT NULL DEFAULT 1,
  market             text NOT NULL,
  coin_type          int  NOT NULL,
  in_second_contract boolean NOT NULL DEFAULT false,
  in_spot            boolean NOT NULL DEFAULT false,
  in_contract        boolean NOT NULL DEFAULT false,
  sort               int  NOT NULL,
  -- The market simulator's starting point and the decimals it quotes with.
  start_price        numeric NOT NULL,
  price_precision    int  NOT NULL,
  amount_precision   int  NOT NULL,
  trade_size         numeric NOT NULL
);
CREATE UNIQUE INDEX coins_symbol_lower ON coins (lower(symbol));
