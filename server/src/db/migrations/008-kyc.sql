-- Identity verification, one row per user and level (1 primary: name and ID number; 2 advanced:
-- three photos). A rejected level is resubmitted by overwriting its row.
CREATE TABLE kyc (
  user_id     int    NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  level       int    NOT NULL CHECK (level IN (1, 2)),
  status      text   NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  real_name   text,
  id_number   text,
  front_img   text REFERENCES uploads(id),
  back_img    text REFERENCES uploads(id),
  hand_img    text REFERENCES uploads(id),
  reason      text,
  submit_time bigint NOT NULL,
  review_time bigint,
  PRIMARY KEY (user_id, level)
);
