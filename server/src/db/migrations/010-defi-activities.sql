-- DeFi activities offered to one user (spec §3 "DeFi activity notice"): the popup shows an
-- offered one while it is valid; claiming sets status 1, once.
CREATE TABLE defi_activities (
  id           serial PRIMARY KEY,
  tenant       text    NOT NULL REFERENCES tenants(name) ON DELETE CASCADE,
  user_id      int     NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- A dictValue of the defi_activity_type dictionary.
  type         text    NOT NULL,
  -- The spec's spelling; decimal amounts, never floats.
  totle_amount numeric NOT NULL CHECK (totle_amount >= 0),
  amount       numeric NOT NULL CHECK (amount >= 0),
  -- Validity, ms since epoch: begin_time <= now < end_time.
  begin_time   bigint  NOT NULL,
  end_time     bigint  NOT NULL CHECK (end_time > begin_time),
  -- 0 offered, 1 claimed.
  status       int     NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
  create_time  bigint  NOT NULL,
  claim_time   bigint
);
CREATE INDEX defi_activities_user ON defi_activities (user_id, status);
