import type { Queryable } from '../db/db.js';
import type { BankCard } from '../contract.js';
import { BusinessError } from '../http/reply.js';

/** At most this many cards per user. */
export const MAX_BANK_CARDS = 5;
export const CARD_NOT_FOUND = 'Card not found';
export const DUPLICATE_CARD = 'This card is already saved';

/** True when the digits pass the Luhn check (the last digit is the check digit). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const collapse = (value: string | undefined) => (value ?? '').trim().replace(/\s+/g, ' ');
const HOLDER = /^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*$/u;
const CONTROL = /[\p{Cc}\p{Cf}]/u;
const length = (value: string) => [...value].length;

export type BankCardInput = Omit<BankCard, 'id'>;

/**
 * The card a person typed, cleaned (spaces collapsed; spaces and dashes dropped from the number),
 * or a business failure naming the first field that is wrong: holder 2–50 letters (any script)
 * and spaces, bank 2–50 characters, branch 2–80, number 12–19 digits passing the Luhn check.
 */
export function cleanCard(raw: { holderName?: string; bankName?: string; branch?: string; cardNumber?: string }): BankCardInput {
  const holderName = collapse(raw.holderName);
  const bankName = collapse(raw.bankName);
  const branch = collapse(raw.branch);
  const cardNumber = (raw.cardNumber ?? '').replace(/[\s-]/g, '');
  if (length(holderName) < 2 || length(holderName) > 50 || !HOLDER.test(holderName)) {
    throw new BusinessError("Please enter the card holder's name (2 to 50 letters)");
  }
  if (length(bankName) < 2 || length(bankName) > 50 || CONTROL.test(bankName)) throw new BusinessError('Please enter the bank name (2 to 50 characters)');
  if (length(branch) < 2 || length(branch) > 80 || CONTROL.test(branch)) throw new BusinessError('Please enter the branch (2 to 80 characters)');
  if (!/^\d{12,19}$/.test(cardNumber) || !luhnValid(cardNumber)) throw new BusinessError('Please enter a valid card number');
  return { holderName, bankName, branch, cardNumber };
}

const SELECT = 'SELECT id, holder_name AS "holderName", bank_name AS "bankName", branch, card_number AS "cardNumber" FROM bank_cards';

export async function listCards(db: Queryable, tenant: string, userId: number): Promise<BankCard[]> {
  return db.query<BankCard>(`${SELECT} WHERE tenant = $1 AND user_id = $2 ORDER BY id`, [tenant, userId]);
}

export async function findCard(db: Queryable, tenant: string, userId: number, id: number): Promise<BankCard | undefined> {
  const [row] = await db.query<BankCard>(`${SELECT} WHERE tenant = $1 AND user_id = $2 AND id = $3`, [tenant, userId, id]);
  return row;
}

/**
 * Adds a card. Call in a transaction: the user's row is locked first, so two saves at once
 * cannot both pass the count of 5.
 */
export async function insertCard(tx: Queryable, tenant: string, userId: number, card: BankCardInput, now: number): Promise<BankCard> {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  const [count] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM bank_cards WHERE user_id = $1', [userId]);
  if ((count?.n ?? 0) >= MAX_BANK_CARDS) throw new BusinessError(`You can save at most ${MAX_BANK_CARDS} cards`);
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO bank_cards (tenant, user_id, holder_name, bank_name, branch, card_number, create_time) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (user_id, card_number) DO NOTHING RETURNING id`,
    [tenant, userId, card.holderName, card.bankName, card.branch, card.cardNumber, now],
  );
  if (!row) throw new BusinessError(DUPLICATE_CARD);
  return { id: row.id, ...card };
}

/** Changes one of the user's own cards; undefined when it is not theirs. Another of their cards with the number: DUPLICATE_CARD. */
export async function updateCard(db: Queryable, tenant: string, userId: number, id: number, card: BankCardInput): Promise<BankCard | undefined> {
  const clash = await db.query('SELECT 1 FROM bank_cards WHERE user_id = $1 AND card_number = $2 AND id <> $3', [userId, card.cardNumber, id]);
  if (clash.length > 0 && (await findCard(db, tenant, userId, id))) throw new BusinessError(DUPLICATE_CARD);
  try {
    const rows = await db.query<BankCard>(
      `UPDATE bank_cards SET holder_name = $4, bank_name = $5, branch = $6, card_number = $7 WHERE tenant = $1 AND user_id = $2 AND id = $3
       RETURNING id, holder_name AS "holderName", bank_name AS "bankName", branch, card_number AS "cardNumber"`,
      [tenant, userId, id, card.holderName, card.bankName, card.branch, card.cardNumber],
    );
    return rows[0];
  } catch (error) {
    // Two updates racing to one number: the unique index decides.
    if ((error as { code?: string } | null)?.code === '23505') throw new BusinessError(DUPLICATE_CARD);
    throw error;
  }
}

export async function deleteCard(db: Queryable, tenant: string, userId: number, id: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM bank_cards WHERE tenant = $1 AND user_id = $2 AND id = $3 RETURNING id', [tenant, userId, id]);
  return rows.length > 0;
}
