/** The signed-in user a lending call acts for (always from the token, rule 14). */
export interface Owner {
  tenant: string;
  userId: number;
}

/** The coin loans are paid out in and launches are applied for with. */
export const LENDING_COIN = 'usdt';
