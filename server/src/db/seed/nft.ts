import type { Queryable } from '../db.js';
import { nftArtUrl } from '../../nft/art.js';
import type { TenantSeed } from './tenants.js';
import { NFT_ATTRIBUTE_WORDS, NFT_DESCRIPTIONS } from './content/nft-words.js';

const HOUR = 3_600_000;

interface ItemSeed {
  name: string;
  attributes: [string, string][];
  /** The house's listing price in USDT; null: not for sale. */
  price: string | null;
  /** Owned by the seeded user `demo` (price then is demo's listing). */
  demo?: boolean;
}

interface CollectionSeed {
  key: string;
  name: string;
  description: string;
  items: ItemSeed[];
}

/**
 * Three collections of six items in each tenant. Most items are held and listed by the house (the
 * collection's creator, proceeds to the house account); `demo` owns two, one listed, so /nftMy has
 * something to show without touching demo's balances (ownership is seeded, not bought).
 */
const COLLECTIONS: CollectionSeed[] = [
  {
    key: 'nebula',
    name: 'Nebula Drifters',
    description: 'Generative star clouds drifting through a quiet corner of the galaxy.',
    items: [
      { name: 'Drifter #1', attributes: [['Palette', 'Aurora'], ['Rarity', 'Common']], price: '12.5' },
      { name: 'Drifter #2', attributes: [['Palette', 'Ember'], ['Rarity', 'Rare']], price: '48' },
      { name: 'Drifter #3', attributes: [['Palette', 'Tide'], ['Rarity', 'Common']], price: '9.9' },
      { name: 'Drifter #4', attributes: [['Palette', 'Void'], ['Rarity', 'Epic']], price: '150' },
      { name: 'Drifter #5', attributes: [['Palette', 'Aurora'], ['Rarity', 'Common']], price: null, demo: true },
      { name: 'Drifter #6', attributes: [['Palette', 'Ember'], ['Rarity', 'Legendary']], price: null },
    ],
  },
  {
    key: 'koi',
    name: 'Pixel Koi',
    description: 'Koi of a pond drawn one pixel at a time; no two swim alike.',
    items: [
      { name: 'Koi Sakura', attributes: [['Scale', 'Pink'], ['Fins', 'Long']], price: '25' },
      { name: 'Koi Sumi', attributes: [['Scale', 'Black'], ['Fins', 'Short']], price: '30' },
      { name: 'Koi Kohaku', attributes: [['Scale', 'Red'], ['Fins', 'Long']], price: '75.25' },
      { name: 'Koi Asagi', attributes: [['Scale', 'Blue'], ['Fins', 'Short']], price: '18' },
      { name: 'Koi Ogon', attributes: [['Scale', 'Gold'], ['Fins', 'Long']], price: '64', demo: true },
      { name: 'Koi Shiro', attributes: [['Scale', 'White'], ['Fins', 'Short']], price: '22' },
    ],
  },
  {
    key: 'guardians',
    name: 'Block Guardians',
    description: 'Stoic keepers of the chain, each with a shield and a signature colour.',
    items: [
      { name: 'Guardian Alpha', attributes: [['Shield', 'Oak'], ['Eyes', 'Green']], price: '100' },
      { name: 'Guardian Beta', attributes: [['Shield', 'Iron'], ['Eyes', 'Blue']], price: '120' },
      { name: 'Guardian Gamma', attributes: [['Shield', 'Gold'], ['Eyes', 'Red']], price: '240' },
      { name: 'Guardian Delta', attributes: [['Shield', 'Oak'], ['Eyes', 'Grey']], price: '95' },
      { name: 'Guardian Epsilon', attributes: [['Shield', 'Crystal'], ['Eyes', 'Violet']], price: null },
      { name: 'Guardian Zeta', attributes: [['Shield', 'Iron'], ['Eyes', 'Amber']], price: '110' },
    ],
  },
];

/** The nft seed of a tenant (issue 8): after the users (demo owns two items). */
export async function seedNft(tx: Queryable, tenant: TenantSeed, now: number): Promise<void> {
  const [demo] = await tx.query<{ id: number }>("SELECT id FROM users WHERE tenant = $1 AND login_name = 'demo'", [tenant.name]);
  let age = 0;
  for (const [sort, collection] of COLLECTIONS.entries()) {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO nft_collections (tenant, name, description, image, creator, sort, create_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [tenant.name, collection.name, collection.description, nftArtUrl(`${tenant.name}-${collection.key}`), `${tenant.displayName} Studio`, sort, now],
    );
    for (const [lang, description] of Object.entries(NFT_DESCRIPTIONS[collection.key] ?? {})) {
      await tx.query('INSERT INTO nft_collection_translations (collection_id, lang, description) VALUES ($1, $2, $3)', [row!.id, lang, description]);
    }
    for (const [index, item] of collection.items.entries()) {
      await tx.query(
        `INSERT INTO nft_items (tenant, collection_id, name, image, attributes, owner_user_id, price, create_time)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8)`,
        [
          tenant.name,
          row!.id,
          item.name,
          nftArtUrl(`${tenant.name}-${collection.key}-${index + 1}`),
          JSON.stringify(item.attributes.map(([trait, value]) => ({ trait, value }))),
          item.demo ? (demo?.id ?? null) : null,
          item.price,
          now - ++age * HOUR,
        ],
      );
    }
  }
  // One statement for the whole glossary (a few hundred rows per tenant).
  const words = Object.entries(NFT_ATTRIBUTE_WORDS).flatMap(([trait, { trait: traitWords, values }]) =>
    Object.entries(values).flatMap(([value, valueWords]) =>
      Object.entries(valueWords).map(([lang, valueText]) => ({ trait, value, lang, trait_text: traitWords[lang as keyof typeof traitWords], value_text: valueText })),
    ),
  );
  await tx.query(
    `INSERT INTO nft_attribute_translations (tenant, trait, value, lang, trait_text, value_text)
     SELECT $1, w.trait, w.value, w.lang, w.trait_text, w.value_text
       FROM jsonb_to_recordset($2::jsonb) AS w(trait text, value text, lang text, trait_text text, value_text text)`,
    [tenant.name, JSON.stringify(words)],
  );
}
