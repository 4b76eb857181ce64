import type { Queryable } from '../db.js';
import { insertActivity } from '../../defi/activity-store.js';
import { insertMail } from '../../mail/mail-store.js';
import { DEMO_DEFI_ACTIVITY, DEMO_MAILS, type MailText } from './content/mails.js';
import type { TenantSeed } from './tenants.js';

const HOUR = 3_600_000;

/** The demo account's mails and, where the tenant offers one, its DeFi activity. */
export async function seedInbox(tx: Queryable, tenant: TenantSeed, now: number): Promise<void> {
  const [demo] = await tx.query<{ id: number }>("SELECT id FROM users WHERE tenant = $1 AND login_name = 'demo'", [tenant.name]);
  if (!demo) return;
  const brand = (text: MailText): MailText => ({
    title: text.title.replaceAll('{brand}', tenant.displayName),
    content: text.content.replaceAll('{brand}', tenant.displayName),
  });
  for (const mail of DEMO_MAILS) {
    const { en, ...others } = mail.text;
    await insertMail(tx, {
      tenant: tenant.name,
      userId: demo.id,
      ...brand(en),
      type: mail.type,
      createTime: now - mail.hoursAgo * HOUR,
      translations: Object.fromEntries(Object.entries(others).map(([lang, text]) => [lang, brand(text)])),
    });
  }
  if (tenant.demoDefiActivity) {
    const { type, totleAmount, amount, validMs } = DEMO_DEFI_ACTIVITY;
    await insertActivity(tx, { tenant: tenant.name, userId: demo.id, type, totleAmount, amount, beginTime: now, endTime: now + validMs, createTime: now });
  }
}
