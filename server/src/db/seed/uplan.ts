import { coinLogoUrl } from '../../static/urls.js';
import { insertUplanProduct, type UplanProductSeed, type UplanProductText } from '../../uplan/products.js';
import type { Queryable } from '../db.js';
import type { TenantSeed } from './tenants.js';
import { arDays, ruDays } from './content/counted-days.js';

/** The languages the U plan's words are written in; the others read the English original. */
type SeedLang = 'en' | 'zh' | 'tw' | 'ru' | 'ar' | 'de';

interface Terms {
  limitMin: string;
  days: number;
  dayRate: string;
}

/** A decimal with the language's decimal mark (the figures are the product's own). */
const comma = (value: string) => value.replace('.', ',');

/**
 * A product's introduction and rules in each language, from its terms, so the words and the terms
 * cannot disagree. Written, not machine-translated: short and true to the English.
 */
const WORDS: Record<SeedLang, (title: string, t: Terms) => Omit<UplanProductText, 'title'>> = {
  en: (title, t) => ({
    introduction: `<p><strong>${title}</strong>: a ${t.days}-day USDT pledge paying ${t.dayRate}% a day on the amount signed.</p>`,
    rule:
      `<ol><li>Sign with at least ${t.limitMin} USDT from your funding account; the amount is frozen while the plan runs.</li>` +
      `<li>Income starts once the order is reviewed and is paid every day for ${t.days} days.</li>` +
      '<li>Top the order up to the project amount before the days run out; an order not full by then is overdue until it is.</li>' +
      '<li>A full order completes at the end of its days and the pledged amount returns to your funding account.</li></ol>',
  }),
  zh: (title, t) => ({
    introduction: `<p><strong>${title}</strong>：为期 ${t.days} 天的 USDT 质押，按签约金额每日收益 ${t.dayRate}%。</p>`,
    rule:
      `<ol><li>从资金账户以至少 ${t.limitMin} USDT 签约；方案期间该金额将被冻结。</li>` +
      `<li>订单审核通过后开始产生收益，连续 ${t.days} 天每日发放。</li>` +
      '<li>请在期限结束前将订单补足至项目金额；届时仍未补足的订单将转为逾期，直至补足。</li>' +
      '<li>已补足的订单在期满时完成，质押金额退回您的资金账户。</li></ol>',
  }),
  tw: (title, t) => ({
    introduction: `<p><strong>${title}</strong>：為期 ${t.days} 天的 USDT 質押，依簽約金額每日收益 ${t.dayRate}%。</p>`,
    rule:
      `<ol><li>從資金帳戶以至少 ${t.limitMin} USDT 簽約；方案期間該金額將被凍結。</li>` +
      `<li>訂單審核通過後開始產生收益，連續 ${t.days} 天每日發放。</li>` +
      '<li>請在期限結束前將訂單補足至項目金額；屆時仍未補足的訂單將轉為逾期，直到補足為止。</li>' +
      '<li>已補足的訂單於期滿時完成，質押金額退回您的資金帳戶。</li></ol>',
  }),
  ru: (title, t) => ({
    introduction: `<p><strong>${title}</strong>: залог USDT на ${ruDays(t.days)} с доходом ${comma(t.dayRate)}% в день от подписанной суммы.</p>`,
    rule:
      `<ol><li>Подпишите план минимум на ${t.limitMin} USDT с финансового счёта; пока план действует, сумма заморожена.</li>` +
      `<li>Доход начисляется после проверки заказа и выплачивается каждый день в течение ${ruDays(t.days)}.</li>` +
      '<li>Пополните заказ до суммы проекта, пока не истёк срок; не пополненный к этому времени заказ считается просроченным, пока его не пополнят.</li>' +
      '<li>Полный заказ завершается в конце срока, и сумма залога возвращается на финансовый счёт.</li></ol>',
  }),
  ar: (title, t) => ({
    introduction: `<p><strong>${title}</strong>: رهن بعملة USDT لمدة ${arDays(t.days)} بعائد ${t.dayRate}% يومياً على المبلغ الموقّع.</p>`,
    rule:
      `<ol><li>وقّع بمبلغ لا يقل عن ${t.limitMin} USDT من حساب التمويل؛ يبقى المبلغ مجمّداً طوال مدة الخطة.</li>` +
      `<li>يبدأ العائد بعد مراجعة الطلب ويُدفع كل يوم لمدة ${arDays(t.days)}.</li>` +
      '<li>أكمل الطلب حتى مبلغ المشروع قبل انتهاء المدة؛ الطلب غير المكتمل حينها يصبح متأخراً إلى أن يكتمل.</li>' +
      '<li>يكتمل الطلب الذي بلغ مبلغ المشروع في نهاية مدته، ويعود المبلغ المرهون إلى حساب التمويل.</li></ol>',
  }),
  de: (title, t) => ({
    introduction: `<p><strong>${title}</strong>: ein USDT-Pfand über ${t.days} Tage mit ${comma(t.dayRate)} % Ertrag pro Tag auf den gezeichneten Betrag.</p>`,
    rule:
      `<ol><li>Zeichnen Sie mindestens ${t.limitMin} USDT aus Ihrem Finanzierungskonto; der Betrag bleibt eingefroren, solange der Plan läuft.</li>` +
      `<li>Erträge beginnen nach der Prüfung der Order und werden ${t.days} Tage lang täglich gezahlt.</li>` +
      '<li>Stocken Sie die Order vor Ablauf der Tage auf den Projektbetrag auf; eine bis dahin nicht volle Order ist überfällig, bis sie voll ist.</li>' +
      '<li>Eine volle Order endet mit ihrer Laufzeit, und der verpfändete Betrag kehrt auf Ihr Finanzierungskonto zurück.</li></ol>',
  }),
};

const product = (titles: Record<SeedLang, string>, coin: string, projectAmount: string, terms: Terms): UplanProductSeed => {
  const text = (lang: SeedLang): UplanProductText => ({ title: titles[lang], ...WORDS[lang](titles[lang], terms) });
  const translations = Object.fromEntries((['zh', 'tw', 'ru', 'ar', 'de'] as const).map((lang) => [lang, text(lang)]));
  return { ...text('en'), icon: coinLogoUrl(coin), projectAmount, ...terms, translations };
};

/** The same U plan products in every tenant (products are per tenant; their terms are not tenant-specific). */
const PRODUCTS: UplanProductSeed[] = [
  product(
    { en: 'Starter Plan', zh: '入门计划', tw: '入門計劃', ru: 'План «Старт»', ar: 'خطة البداية', de: 'Starter-Plan' },
    'usdt', '1000', { limitMin: '100', days: 7, dayRate: '0.8' },
  ),
  product(
    { en: 'Growth Plan', zh: '成长计划', tw: '成長計劃', ru: 'План «Рост»', ar: 'خطة النمو', de: 'Wachstumsplan' },
    'btc', '5000', { limitMin: '500', days: 15, dayRate: '1.2' },
  ),
  product(
    { en: 'Advanced Plan', zh: '进阶计划', tw: '進階計劃', ru: 'План «Профи»', ar: 'الخطة المتقدمة', de: 'Fortgeschrittenen-Plan' },
    'eth', '20000', { limitMin: '2000', days: 30, dayRate: '1.5' },
  ),
  product(
    { en: 'Premium Plan', zh: '尊享计划', tw: '尊享計劃', ru: 'План «Премиум»', ar: 'الخطة المميزة', de: 'Premium-Plan' },
    'bnb', '50000', { limitMin: '10000', days: 60, dayRate: '2' },
  ),
];

/** The U plan seed of a tenant (issue 8; its words in six languages since issue 19). */
export async function seedUplan(tx: Queryable, tenant: TenantSeed, _now: number): Promise<void> {
  for (const [sort, p] of PRODUCTS.entries()) await insertUplanProduct(tx, tenant.name, p, sort);
}
