import { SCHEMA_LOCK_KEY, type Db, type Queryable } from '../db.js';
import { hashPassword } from '../../auth/password.js';
import { COINS, symbolOf } from './coins.js';
import { BROADCASTS, NOTICES } from './content/announcements.js';
import { HELP_ARTICLES } from './content/help.js';
import { EXCHANGE_INTRODUCTION, PRIVACY_POLICY, TERMS_CLAUSE, TERMS_OF_USE } from './content/legal.js';
import { TRADING_RULES, VIP_RULE } from './content/rules.js';
import type { NoticeSeed, RuleSeed } from './content/types.js';
import { DICTIONARIES } from './dictionaries.js';
import { seedInbox } from './inbox.js';
import { seedPeriods } from './periods.js';
import { FINANCE_RULES, seedFinance } from './finance.js';
import { LENDING_RULES, seedLending } from './lending.js';
import { seedUplan } from './uplan.js';
import { seedNft } from './nft.js';
import { TENANTS, type TenantSeed } from './tenants.js';
import { USERS, type UserSeed } from './users.js';
import type { PasswordHash } from '../../auth/password.js';
import { Dec } from '../../funds/amount.js';
import { chainLimits, normaliseChainAddress } from '../../funds/chains.js';
import { openFundingAccounts, post, systemAccount, userAccount } from '../../funds/ledger.js';
import { createWithdrawal } from '../../funds/withdraw-store.js';
import { tronAddressFromEth } from '../../wallet/tron-address.js';

const HOUR = 3_600_000;

/**
 * Seeds when the database has no tenant yet (a new database); does nothing otherwise. Only
 * development gets the demo accounts: their password is published (README, tests), so a
 * production database starts with no account at all (db/seed/demo-account.ts makes one with a
 * random password when asked).
 */
export async function seedIfEmpty(db: Db, now: () => number, mode: 'development' | 'production'): Promise<boolean> {
  if (await hasTenants(db)) return false;
  const hashes = mode === 'development' ? await hashDemoPasswords() : null;
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    // Another process may have seeded between the check above and the lock.
    if (await hasTenants(tx)) return false;
    await seedAll(tx, now(), hashes);
    return true;
  });
}

async function hasTenants(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM tenants');
  return (row?.n ?? 0) > 0;
}

/** Empties every table (but the migrations') and seeds again, demo accounts included, in one transaction (development: /api/__dev/reset). */
export async function reseed(db: Db, now: () => number): Promise<void> {
  const hashes = await hashDemoPasswords();
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    const tables = await tx.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations'`,
    );
    if (tables.length > 0) {
      await tx.exec(`TRUNCATE ${tables.map((t) => `"${t.name}"`).join(', ')} RESTART IDENTITY CASCADE`);
    }
    await seedAll(tx, now(), hashes);
  });
}

type Hashes = Map<string, PasswordHash>;

/** Hashing is the slow part of seeding: done once per call, before the transaction opens. */
async function hashDemoPasswords(): Promise<Hashes> {
  const entries = await Promise.all(
    TENANTS.flatMap((tenant) => USERS.map(async (user) => [`${tenant.name}/${user.loginName}`, await hashPassword(user.password)] as const)),
  );
  return new Map(entries);
}

/** With hashes: the demo accounts too (development); null: no account (production). */
async function seedAll(tx: Queryable, now: number, hashes: Hashes | null): Promise<void> {
  await seedCoins(tx);
  await seedPeriods(tx);
  await seedDictionaries(tx);
  for (const tenant of TENANTS) {
    await tx.query('INSERT INTO tenants (name, display_name, settings, white_paper) VALUES ($1, $2, $3::jsonb, $4::jsonb)', [
      tenant.name,
      tenant.displayName,
      JSON.stringify(tenant.settings),
      tenant.whitePaper === null ? null : JSON.stringify(tenant.whitePaper),
    ]);
    for (const notice of noticesOf(tenant)) await insertNotice(tx, tenant, notice, now);
    await insertRule(tx, tenant, VIP_RULE);
    await insertRule(tx, tenant, TRADING_RULES);
    for (const rule of [...FINANCE_RULES, ...LENDING_RULES]) await insertRule(tx, tenant, rule);
    if (hashes) await seedUsers(tx, tenant, now, hashes);
    await seedInbox(tx, tenant, now);
    await seedFinance(tx, tenant, now);
    await seedLending(tx, tenant, now);
    await seedUplan(tx, tenant, now);
    await seedNft(tx, tenant, now);
  }
}

function noticesOf(tenant: TenantSeed): NoticeSeed[] {
  return [
    ...(tenant.termsClause ? [TERMS_CLAUSE] : []),
    EXCHANGE_INTRODUCTION,
    TERMS_OF_USE,
    PRIVACY_POLICY,
    ...NOTICES,
    ...HELP_ARTICLES,
    ...BROADCASTS,
  ];
}

const brand = (text: string, tenant: TenantSeed) => text.replaceAll('{brand}', tenant.displayName).replaceAll('{tenant}', tenant.name);

async function insertNotice(tx: Queryable, tenant: TenantSeed, notice: NoticeSeed, now: number): Promise<void> {
  const [row] = await tx.query<{ id: number }>(
    'INSERT INTO notices (tenant, key, model_key, img_url, create_time) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [tenant.name, notice.key, notice.modelKey ?? null, notice.imgUrl ? brand(notice.imgUrl, tenant) : null, now - notice.hoursAgo * HOUR],
  );
  for (const [lang, text] of Object.entries(notice.text)) {
    await tx.query('INSERT INTO notice_translations (notice_id, lang, title, summary, content) VALUES ($1, $2, $3, $4, $5)', [
      row!.id,
      lang,
      brand(text.title, tenant),
      brand(text.summary, tenant),
      brand(text.content, tenant),
    ]);
  }
}

async function insertRule(tx: Queryable, tenant: TenantSeed, rule: RuleSeed): Promise<void> {
  const [row] = await tx.query<{ id: number }>('INSERT INTO rules (tenant, key, sort) VALUES ($1, $2, $3) RETURNING id', [
    tenant.name,
    rule.key,
    rule.sort,
  ]);
  for (const [lang, text] of Object.entries(rule.text)) {
    await tx.query('INSERT INTO rule_translations (rule_id, lang, title, content) VALUES ($1, $2, $3, $4)', [
      row!.id,
      lang,
      brand(text.title, tenant),
      brand(text.content, tenant),
    ]);
  }
}

async function seedCoins(tx: Queryable): Promise<void> {
  for (const [index, seed] of COINS.entries()) {
    const symbol = symbolOf(seed);
    const base = seed.base ?? 'usdt';
    const custom = seed.customShow !== undefined;
    await tx.query(
      `INSERT INTO coins (symbol, coin, base_coin, show_symbol, customize_flag, market, coin_type,
         in_second_contract, in_spot, in_contract, sort, start_price, price_precision, amount_precision, trade_size)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
      [
        symbol,
        seed.coin,
        base,
        seed.customShow ?? `${seed.coin.toUpperCase()}/${base.toUpperCase()}`,
        custom ? 2 : 1,
        seed.mt5 ? 'mt5' : 'binance',
        seed.mt5 ? 3 : 1,
        seed.lists.includes('second'),
        seed.lists.includes('spot'),
        seed.lists.includes('contract'),
        index + 1,
        seed.start,
        seed.priceDp,
        seed.amountDp,
        seed.tradeSize,
      ],
    );
  }
}

async function seedDictionaries(tx: Queryable): Promise<void> {
  for (const [type, items] of Object.entries(DICTIONARIES)) {
    for (const [sort, item] of items.entries()) {
      for (const [lang, label] of Object.entries(item.labels)) {
        await tx.query('INSERT INTO dict_items (dict_type, dict_value, lang, dict_label, sort) VALUES ($1, $2, $3, $4, $5)', [
          type,
          item.value,
          lang,
          label,
          sort,
        ]);
      }
    }
  }
}

async function seedUsers(tx: Queryable, tenant: TenantSeed, now: number, hashes: Hashes): Promise<void> {
  for (const user of USERS) {
    const contact = { email: user.email.replace('{tenant}', tenant.name), phone: user.phone };
    await insertSeedUser(tx, tenant.name, user, hashes.get(`${tenant.name}/${user.loginName}`)!, contact, now);
  }
}

/**
 * One account of the seed with its opening balances and pending withdrawals (also the production
 * demo account's start: demo-account.ts); answers its id. `contact` may leave out an e-mail or
 * phone that someone else holds.
 */
export async function insertSeedUser(
  tx: Queryable,
  tenant: string,
  user: UserSeed,
  password: PasswordHash,
  contact: { email: string | null; phone: string | null },
  now: number,
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO users (tenant, login_name, email, phone, password_salt, password_hash, status, invite_code, vip_level, all_earn, create_time)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [tenant, user.loginName, contact.email, contact.phone, password.salt, password.hash, user.status, user.inviteCode, user.vipLevel, user.allEarn, now],
  );
  await seedBalances(tx, tenant, row!.id, user, now);
  return row!.id;
}

/** A fixed external address per chain for the seeded withdrawals (well-formed, nobody's). */
const SEED_ADDRESS = { ERC20: '0x8ba1f109551bd432803012645ac136ddd64dba72', TRC20: tronAddressFromEth('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed') };

async function seedBalances(tx: Queryable, tenant: string, userId: number, user: UserSeed, now: number): Promise<void> {
  await openFundingAccounts(
    tx,
    tenant,
    userId,
    user.assets.map((a) => a.coin),
  );
  for (const asset of user.assets) {
    await post(tx, {
      tenant,
      kind: 'opening',
      ref: { type: 'user', id: userId },
      now: now - 3 * 24 * HOUR,
      legs: [
        { account: systemAccount(tenant, asset.coin, 'external'), amount: new Dec(asset.amount).negated() },
        { account: userAccount(tenant, userId, asset.coin), amount: asset.amount },
      ],
    });
  }
  for (const withdrawal of user.pendingWithdrawals) {
    const limits = chainLimits(withdrawal.coin, withdrawal.chain)!;
    await createWithdrawal(tx, {
      tenant,
      userId,
      coin: withdrawal.coin,
      chain: withdrawal.chain,
      address: normaliseChainAddress(withdrawal.chain, SEED_ADDRESS[withdrawal.chain])!,
      amount: new Dec(withdrawal.amount),
      fee: new Dec(limits.fee),
      now: now - withdrawal.hoursAgo * HOUR,
    });
  }
}
