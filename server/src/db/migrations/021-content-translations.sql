-- The rest of the server's words in the reader's language (issue 19). Notices, rules, dictionary
-- labels, financial products and launches already keep a row per language (migrations 003, 017,
-- 018); mails, U plan products and NFT words did not. Their own text columns stay what they
-- were, the English original (the fallback, and what the development endpoints write); these
-- tables hold the other languages. Every read says which language it answered in (a `lang`
-- field: CONTRACT-DELTA "Language").

CREATE TABLE mail_translations (
  mail_id int  NOT NULL REFERENCES mails(id) ON DELETE CASCADE,
  lang    text NOT NULL,
  title   text NOT NULL,
  content text NOT NULL,
  PRIMARY KEY (mail_id, lang)
);

-- A U plan product's name, introduction and rules, translated together (one language per product).
CREATE TABLE uplan_product_translations (
  product_id   int  NOT NULL REFERENCES uplan_products(id) ON DELETE CASCADE,
  lang         text NOT NULL,
  title        text NOT NULL,
  introduction text NOT NULL,
  rule         text NOT NULL,
  PRIMARY KEY (product_id, lang)
);

-- A collection's description (its name is a proper name, the same in every language).
CREATE TABLE nft_collection_translations (
  collection_id int  NOT NULL REFERENCES nft_collections(id) ON DELETE CASCADE,
  lang          text NOT NULL,
  description   text NOT NULL,
  PRIMARY KEY (collection_id, lang)
);

-- An item attribute's words: a trait and one of its values (nft_items.attributes), translated as a
-- pair, since a value's wording can depend on its trait (a Russian adjective agrees with the
-- trait's noun: "Чешуя: розовая", "Щит: золотой").
CREATE TABLE nft_attribute_translations (
  tenant     text NOT NULL REFERENCES tenants(name) ON DELETE CASCADE,
  trait      text NOT NULL,
  value      text NOT NULL,
  lang       text NOT NULL,
  trait_text text NOT NULL,
  value_text text NOT NULL,
  PRIMARY KEY (tenant, lang, trait, value)
);
