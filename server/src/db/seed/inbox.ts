import type { Queryable } from '../db.js';
import { insertActivity } from '../../defi/activity-store.js';
import { insertMail } from '../../mail/mail-store.js';
import { DEMO_DEFI_ACTIVITY, DEMO_MAILS } from './content/mails.js';
import type { TenantSeed } from './tenants.js';

const HOUR = 3_600_000;

/** The demo account's mails and, where the tenant offers one, its DeFi activity. */
export async function seedInbox(tx: Queryable, tenant: TenantSeed, now: number): Promise<void> {
  const [demo] = await tx.query<{ id: number }>("SELECT id FROM users WHERE tenant = $1 AND login_name = 'demo'", [tenant.name]);
  if (!demo) return;
  for (const mail of DEMO_MAILS) {
    await insertMail(tx, {
      tenant: tenant.name,
      userId: demo.id,
      title: mail.title.replaceAll('{brand}', tenant.displayName),
      content: mail.content.replaceAll('{brand}', tenant.displayName),
      type: mail.type,
      createTime: now - mail.hoursAgo * HOUR,
    });
  }
  if (tenant.demoDefiActivity) {
    const { type, totleAmount, amount, validMs } = DEMO_DEFI_ACTIVITY;
    await insertActivity(tx, { tenant: tenant.name, userId: demo.id, type, totleAmount, amount, beginTime: now, endTime: now + validMs, createTime: now });
  }
}
