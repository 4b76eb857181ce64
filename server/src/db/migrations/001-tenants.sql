-- Tenants: one row per environment name (the x-atrium-tenant header). settings is the whole
-- body of GET /api/common/getAllSetting; white_paper is null where the tenant has none.
CREATE TABLE tenants (
  name         text PRIMARY KEY,
  display_name text NOT NULL,
  settings     jsonb NOT NULL,
  white_paper  jsonb
);

-- Addresses that get {code: 500, msg: 'Ip Prohibit'} on every /api call of that tenant.
CREATE TABLE blocked_ips (
  tenant      text NOT NULL REFERENCES tenants(name) ON DELETE CASCADE,
  ip          text NOT NULL,
  create_time bigint NOT NULL,
  PRIMARY KEY (tenant, ip)
);

-- Dictionaries of GET /api/common/type/{type}; labels per language, English as the fallback.
CREATE TABLE dict_items (
  dict_type  text NOT NULL,
  dict_value text NOT NULL,
  lang       text NOT NULL,
  dict_label text NOT NULL,
  sort       int  NOT NULL DEFAULT 0,
  PRIMARY KEY (dict_type, dict_value, lang)
);
