/**
 * The mails of the seeded `demo` account in each tenant. `{brand}` is replaced by the tenant's
 * display name. The newest is a type-1 announcement, so a fresh sign-in shows the announcement
 * popup (spec §4); the older type-0 mail is only listed. Server HTML: headings, paragraphs and
 * links, never script (the front end sanitises anyway, rule 9).
 */
export interface MailSeed {
  title: string;
  content: string;
  /** 1: the server tracks its read state (updateMail). */
  type: number;
  /** How long before the seed time it was sent: orders the list (newest first). */
  hoursAgo: number;
}

export const DEMO_MAILS: MailSeed[] = [
  {
    title: 'New markets on {brand}',
    content:
      '<h3>Gold and silver are live</h3>' +
      '<p>You can now follow and trade precious metals on <strong>{brand}</strong>, around the clock.</p>' +
      '<p>Open <a href="/quote">Markets</a> to see them.</p>',
    type: 1,
    hoursAgo: 1,
  },
  {
    title: 'Welcome to {brand}',
    content:
      '<h3>Your account is ready</h3>' +
      '<p>Secure it with a fund password and identity verification before your first deposit.</p>' +
      '<p>Questions? Our <a href="/service">customer service</a> is there day and night.</p>',
    type: 0,
    hoursAgo: 72,
  },
];

/**
 * The DeFi activity offered to `demo` where the tenant has one: valid from the seed time for
 * 7 days and 12 hours, so the popup's "days" (rounded up) reads 8.
 */
export const DEMO_DEFI_ACTIVITY = {
  /** "Liquidity mining reward" in the defi_activity_type dictionary. */
  type: '1',
  totleAmount: '10000',
  amount: '500',
  validMs: (7 * 24 + 12) * 3_600_000,
};
