-- Notices, help articles and clauses (GET /api/notice/list, /api/notice/{id}), per tenant,
-- with their text per language; English is the fallback and every notice has it.
CREATE TABLE notices (
  id          serial PRIMARY KEY,
  tenant      text NOT NULL REFERENCES tenants(name) ON DELETE CASCADE,
  key         text NOT NULL,
  model_key   text,
  img_url     text,
  create_time bigint NOT NULL
);
CREATE INDEX notices_tenant_key ON notices (tenant, key, create_time DESC);

CREATE TABLE notice_translations (
  notice_id int  NOT NULL REFERENCES notices(id) ON DELETE CASCADE,
  lang      text NOT NULL,
  title     text NOT NULL,
  summary   text NOT NULL,
  content   text NOT NULL,
  PRIMARY KEY (notice_id, lang)
);

-- Rules (GET /api/option/rules/list?key=VIP_RULE), same shape of translation.
CREATE TABLE rules (
  id     serial PRIMARY KEY,
  tenant text NOT NULL REFERENCES tenants(name) ON DELETE CASCADE,
  key    text NOT NULL,
  sort   int  NOT NULL DEFAULT 0
);
CREATE INDEX rules_tenant_key ON rules (tenant, key, sort);

CREATE TABLE rule_translations (
  rule_id int  NOT NULL REFERENCES rules(id) ON DELETE CASCADE,
  lang    text NOT NULL,
  title   text NOT NULL,
  content text NOT NULL,
  PRIMARY KEY (rule_id, lang)
);
