import type { Queryable } from '../db.js';
import type { RuleSeed } from './content/types.js';
import type { TenantSeed } from './tenants.js';
import { ruDays } from './content/counted-days.js';

/**
 * The finance seed of a tenant (issue 7): the DeFi pool's figure, the financial products (USDT:
 * flexible, 7/30/90-day terms, two for VIP members only) and the pledges (ETH, BTC, SOL), with
 * names and descriptions in en, zh, tw, ru, ar and de (other languages fall back to English), and the
 * rules pages /financialAgreement and the DeFi rules.
 */

type SeedLang = 'en' | 'zh' | 'tw' | 'ru' | 'ar' | 'de';
const SEED_LANGS: readonly SeedLang[] = ['en', 'zh', 'tw', 'ru', 'ar', 'de'];

interface ProductSeed {
  kind: 'financial' | 'pledge';
  coin: string;
  /** Percent a day. */
  dailyRate: string;
  days: number;
  minAmount: string;
  maxAmount: string;
  vipLevel: number;
  earlyRedeem: boolean;
  /** Share of the income paid kept back on an early redemption. */
  earlyPenalty: string;
  quota: string;
  sold: string;
  names: Record<SeedLang, string>;
}

export const FINANCE_PRODUCTS: readonly ProductSeed[] = [
  {
    kind: 'financial', coin: 'usdt', dailyRate: '0.3', days: 0, minAmount: '10', maxAmount: '50000', vipLevel: 0,
    earlyRedeem: true, earlyPenalty: '0', quota: '1000000', sold: '182450',
    names: { en: 'USDT Flexible Saver', zh: 'USDT 活期宝', tw: 'USDT 活期寶', ru: 'USDT Гибкий вклад', ar: 'ادخار USDT المرن', de: 'USDT Flexibel Sparen' },
  },
  {
    kind: 'financial', coin: 'usdt', dailyRate: '0.5', days: 7, minAmount: '100', maxAmount: '100000', vipLevel: 0,
    earlyRedeem: true, earlyPenalty: '0.5', quota: '2000000', sold: '640000',
    names: { en: 'USDT 7-Day Fixed', zh: 'USDT 7 天定期', tw: 'USDT 7 天定期', ru: 'USDT на 7 дней', ar: 'USDT لأجل 7 أيام', de: 'USDT Festgeld 7 Tage' },
  },
  {
    kind: 'financial', coin: 'usdt', dailyRate: '0.8', days: 30, minAmount: '500', maxAmount: '200000', vipLevel: 0,
    earlyRedeem: false, earlyPenalty: '0', quota: '5000000', sold: '2310000',
    names: { en: 'USDT 30-Day Fixed', zh: 'USDT 30 天定期', tw: 'USDT 30 天定期', ru: 'USDT на 30 дней', ar: 'USDT لأجل 30 يوماً', de: 'USDT Festgeld 30 Tage' },
  },
  {
    kind: 'financial', coin: 'usdt', dailyRate: '1.2', days: 90, minAmount: '1000', maxAmount: '500000', vipLevel: 2,
    earlyRedeem: false, earlyPenalty: '0', quota: '3000000', sold: '1020000',
    names: { en: 'VIP 90-Day Growth', zh: 'VIP 90 天增值', tw: 'VIP 90 天增值', ru: 'VIP Рост на 90 дней', ar: 'نمو VIP لمدة 90 يوماً', de: 'VIP Wachstum 90 Tage' },
  },
  {
    kind: 'financial', coin: 'usdt', dailyRate: '1.5', days: 30, minAmount: '5000', maxAmount: '1000000', vipLevel: 3,
    earlyRedeem: true, earlyPenalty: '1', quota: '2000000', sold: '400000',
    names: { en: 'VIP Premier 30-Day', zh: 'VIP 尊享 30 天', tw: 'VIP 尊享 30 天', ru: 'VIP Премьер на 30 дней', ar: 'VIP المميز لمدة 30 يوماً', de: 'VIP Premium 30 Tage' },
  },
  {
    kind: 'pledge', coin: 'eth', dailyRate: '0.4', days: 30, minAmount: '0.1', maxAmount: '100', vipLevel: 0,
    earlyRedeem: false, earlyPenalty: '0', quota: '5000', sold: '1234.5',
    names: { en: 'ETH 30-Day Pledge', zh: 'ETH 30 天质押', tw: 'ETH 30 天質押', ru: 'Залог ETH на 30 дней', ar: 'رهن ETH لمدة 30 يوماً', de: 'ETH-Pledge 30 Tage' },
  },
  {
    kind: 'pledge', coin: 'btc', dailyRate: '0.5', days: 60, minAmount: '0.01', maxAmount: '10', vipLevel: 0,
    earlyRedeem: true, earlyPenalty: '0.3', quota: '300', sold: '87.2',
    names: { en: 'BTC 60-Day Pledge', zh: 'BTC 60 天质押', tw: 'BTC 60 天質押', ru: 'Залог BTC на 60 дней', ar: 'رهن BTC لمدة 60 يوماً', de: 'BTC-Pledge 60 Tage' },
  },
  {
    kind: 'pledge', coin: 'sol', dailyRate: '0.7', days: 180, minAmount: '1', maxAmount: '5000', vipLevel: 0,
    earlyRedeem: false, earlyPenalty: '0', quota: '200000', sold: '45210',
    names: { en: 'SOL 180-Day Pledge', zh: 'SOL 180 天质押', tw: 'SOL 180 天質押', ru: 'Залог SOL на 180 дней', ar: 'رهن SOL لمدة 180 يوماً', de: 'SOL-Pledge 180 Tage' },
  },
];

/** The DeFi pool's figure per tenant (shown with ETH); a tenant without one shows the default 10000. */
const DIVIDE_BALANCE: Record<string, string> = { atrium: '10000', harbor: '25000', meridian: '40000' };

const percent = (share: string) => String(Number(share) * 100);

/** A product's description in one language, built from its figures so text and terms cannot disagree. */
const DESCRIBE: Record<SeedLang, (p: ProductSeed) => string> = {
  en: (p) => {
    const coin = p.coin.toUpperCase();
    const term = p.days === 0 ? 'Flexible: redeem at any time' : `${p.days} days; your ${coin} returns when the term ends`;
    const redeem =
      p.days === 0 ? 'No penalty for redeeming'
      : !p.earlyRedeem ? 'No early redemption: the amount stays locked until the term ends'
      : p.earlyPenalty === '0' ? 'Early redemption allowed, with no penalty'
      : `Early redemption allowed: ${percent(p.earlyPenalty)}% of the income received is deducted`;
    return (
      `<p>Earn <strong>${p.dailyRate}%</strong> a day on ${coin}, paid into your funding account.</p>` +
      `<ul><li>Term: ${term}</li><li>Amount: ${p.minAmount} to ${p.maxAmount} ${coin}</li><li>${redeem}</li>` +
      (p.vipLevel > 0 ? `<li>For VIP${p.vipLevel} members and above</li>` : '') +
      '</ul><p>Income is paid for each whole day (UTC) you hold the product, from the day after you buy. Past returns do not guarantee future income.</p>'
    );
  },
  zh: (p) => {
    const coin = p.coin.toUpperCase();
    const term = p.days === 0 ? '活期：随时可赎回' : `${p.days} 天；到期后 ${coin} 自动返还`;
    const redeem =
      p.days === 0 ? '赎回无罚金'
      : !p.earlyRedeem ? '不可提前赎回：本金锁定至到期'
      : p.earlyPenalty === '0' ? '可提前赎回，无罚金'
      : `可提前赎回：扣除已得收益的 ${percent(p.earlyPenalty)}%`;
    return (
      `<p>${coin} 每日收益 <strong>${p.dailyRate}%</strong>，发放至您的资金账户。</p>` +
      `<ul><li>期限：${term}</li><li>金额：${p.minAmount} 至 ${p.maxAmount} ${coin}</li><li>${redeem}</li>` +
      (p.vipLevel > 0 ? `<li>仅限 VIP${p.vipLevel} 及以上会员</li>` : '') +
      '</ul><p>自购买次日起，每持有满一个完整自然日（UTC）发放一次收益。过往收益不代表未来收益。</p>'
    );
  },
  tw: (p) => {
    const coin = p.coin.toUpperCase();
    const term = p.days === 0 ? '活期：隨時可贖回' : `${p.days} 天；到期後 ${coin} 自動退回`;
    const redeem =
      p.days === 0 ? '贖回無違約金'
      : !p.earlyRedeem ? '不可提前贖回：本金鎖定至到期'
      : p.earlyPenalty === '0' ? '可提前贖回，無違約金'
      : `可提前贖回：扣除已得收益的 ${percent(p.earlyPenalty)}%`;
    return (
      `<p>${coin} 每日收益 <strong>${p.dailyRate}%</strong>，發放至您的資金帳戶。</p>` +
      `<ul><li>期限：${term}</li><li>金額：${p.minAmount} 至 ${p.maxAmount} ${coin}</li><li>${redeem}</li>` +
      (p.vipLevel > 0 ? `<li>僅限 VIP${p.vipLevel} 及以上會員</li>` : '') +
      '</ul><p>自購買次日起，每持有滿一個完整自然日（UTC）發放一次收益。過往收益不代表未來收益。</p>'
    );
  },
  ru: (p) => {
    const coin = p.coin.toUpperCase();
    const term = p.days === 0 ? 'бессрочно: погасить можно в любое время' : `${ruDays(p.days)}; по окончании срока ${coin} вернутся к вам`;
    const redeem =
      p.days === 0 ? 'Погашение без штрафа'
      : !p.earlyRedeem ? 'Без досрочного погашения: сумма заблокирована до конца срока'
      : p.earlyPenalty === '0' ? 'Досрочное погашение без штрафа'
      : `Досрочное погашение: удерживается ${percent(p.earlyPenalty)}% полученного дохода`;
    return (
      `<p>Доход <strong>${p.dailyRate.replace('.', ',')}%</strong> в день в ${coin}, зачисляется на финансовый счёт.</p>` +
      `<ul><li>Срок: ${term}</li><li>Сумма: от ${p.minAmount} до ${p.maxAmount} ${coin}</li><li>${redeem}</li>` +
      (p.vipLevel > 0 ? `<li>Для участников уровня VIP${p.vipLevel} и выше</li>` : '') +
      '</ul><p>Доход начисляется за каждый полный день (UTC) владения продуктом, начиная со дня после покупки. Прошлая доходность не гарантирует будущего дохода.</p>'
    );
  },
  ar: (p) => {
    const coin = p.coin.toUpperCase();
    const term = p.days === 0 ? 'مرن: يمكنك الاسترداد في أي وقت' : `${p.days} يوماً؛ تعود عملة ${coin} إليك عند انتهاء المدة`;
    const redeem =
      p.days === 0 ? 'لا توجد غرامة على الاسترداد'
      : !p.earlyRedeem ? 'لا يُسمح بالاسترداد المبكر: يبقى المبلغ مقفلاً حتى نهاية المدة'
      : p.earlyPenalty === '0' ? 'يُسمح بالاسترداد المبكر دون غرامة'
      : `يُسمح بالاسترداد المبكر: يُخصم ${percent(p.earlyPenalty)}% من العائد المستلم`;
    return (
      `<p>اربح <strong>${p.dailyRate}%</strong> يومياً على ${coin}، تُدفع إلى حساب التمويل الخاص بك.</p>` +
      `<ul><li>المدة: ${term}</li><li>المبلغ: من ${p.minAmount} إلى ${p.maxAmount} ${coin}</li><li>${redeem}</li>` +
      (p.vipLevel > 0 ? `<li>لأعضاء VIP${p.vipLevel} فما فوق</li>` : '') +
      '</ul><p>يُدفع العائد عن كل يوم كامل (بالتوقيت العالمي) تحتفظ فيه بالمنتج، بدءاً من اليوم التالي للشراء. العوائد السابقة لا تضمن الدخل المستقبلي.</p>'
    );
  },
  de: (p) => {
    const coin = p.coin.toUpperCase();
    const term = p.days === 0 ? 'Flexibel: jederzeit einlösbar' : `${p.days} Tage; Ihre ${coin} kommen am Laufzeitende zurück`;
    const redeem =
      p.days === 0 ? 'Keine Gebühr bei der Einlösung'
      : !p.earlyRedeem ? 'Keine vorzeitige Einlösung: Der Betrag bleibt bis zum Laufzeitende gesperrt'
      : p.earlyPenalty === '0' ? 'Vorzeitige Einlösung ohne Abzug möglich'
      : `Vorzeitige Einlösung möglich: ${percent(p.earlyPenalty)} % der erhaltenen Erträge werden abgezogen`;
    return (
      `<p>Verdienen Sie <strong>${p.dailyRate} %</strong> pro Tag auf ${coin}, gutgeschrieben auf Ihrem Finanzierungskonto.</p>` +
      `<ul><li>Laufzeit: ${term}</li><li>Betrag: ${p.minAmount} bis ${p.maxAmount} ${coin}</li><li>${redeem}</li>` +
      (p.vipLevel > 0 ? `<li>Für Mitglieder ab VIP${p.vipLevel}</li>` : '') +
      '</ul><p>Erträge werden für jeden vollen Tag (UTC) gezahlt, an dem Sie das Produkt halten, ab dem Tag nach dem Kauf. Frühere Erträge garantieren keine künftigen.</p>'
    );
  },
};

export async function seedFinance(tx: Queryable, tenant: TenantSeed, _now: number): Promise<void> {
  await tx.query('INSERT INTO defi_pools (tenant, divide_balance) VALUES ($1, $2)', [tenant.name, DIVIDE_BALANCE[tenant.name] ?? '10000']);
  for (const [sort, p] of FINANCE_PRODUCTS.entries()) {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO finance_products (tenant, kind, coin, daily_rate, days, min_amount, max_amount, vip_level, early_redeem, early_penalty, quota, sold, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
      [tenant.name, p.kind, p.coin, p.dailyRate, p.days, p.minAmount, p.maxAmount, p.vipLevel, p.earlyRedeem, p.earlyPenalty, p.quota, p.sold, sort + 1],
    );
    for (const lang of SEED_LANGS) {
      await tx.query('INSERT INTO finance_product_texts (product_id, lang, name, description) VALUES ($1, $2, $3, $4)', [
        row!.id,
        lang,
        p.names[lang],
        DESCRIBE[lang](p),
      ]);
    }
  }
}

/** FINANCIAL_AGREEMENT: the page /financialAgreement shows data[0].content before a purchase. */
const FINANCIAL_AGREEMENT: RuleSeed = {
  key: 'FINANCIAL_AGREEMENT',
  sort: 1,
  text: {
    en: {
      title: 'Financial products agreement',
      content:
        '<h3>What you buy</h3><p>A financial product or pledge locks an amount of one coin from your funding account for its term (or, for a flexible product, until you redeem it). While it is locked you cannot withdraw, transfer or trade it.</p>' +
        '<h3>Income</h3><ul><li>Income is the daily rate shown on the product times your amount, paid into your funding account for each whole day (UTC) you hold it, from the day after you buy.</li>' +
        '<li>Income is rounded down to 8 decimal places.</li><li>At the end of the term your amount returns to your funding account.</li></ul>' +
        '<h3>Redemption</h3><p>Flexible products can be redeemed at any time. A fixed-term product can be redeemed early only where its page says so; part of the income already received may then be deducted, as the product states.</p>' +
        '<h3>Risks</h3><p>Crypto assets are volatile. The rates shown are not a promise of future returns. Members-only products require the VIP level they name. {brand} may stop offering a product; holdings already bought keep their terms.</p>',
    },
    zh: {
      title: '理财产品协议',
      content:
        '<h3>您购买的是什么</h3><p>理财产品或质押会在期限内（活期产品则至您赎回为止）锁定您资金账户中某一币种的金额。锁定期间，该金额不可提现、划转或交易。</p>' +
        '<h3>收益</h3><ul><li>收益为产品所示日收益率乘以您的金额，自购买次日起，每持有满一个完整自然日（UTC）发放至您的资金账户。</li>' +
        '<li>收益向下取整至小数点后 8 位。</li><li>期限结束时，本金返还至您的资金账户。</li></ul>' +
        '<h3>赎回</h3><p>活期产品可随时赎回。定期产品仅在产品页面注明时可提前赎回，届时可能按产品规定扣除部分已得收益。</p>' +
        '<h3>风险</h3><p>加密资产价格波动较大。所示收益率不代表未来收益。会员专享产品需达到所注明的 VIP 等级。{brand} 可能停止提供某产品，已购持仓仍按原条款执行。</p>',
    },
    ar: {
      title: 'اتفاقية المنتجات المالية',
      content:
        '<h3>ما الذي تشتريه</h3><p>يقفل المنتج المالي أو الرهن مبلغاً من عملة واحدة من حساب التمويل الخاص بك طوال مدته (أو حتى تسترده في المنتج المرن). لا يمكنك سحبه أو تحويله أو التداول به أثناء القفل.</p>' +
        '<h3>العائد</h3><ul><li>العائد هو المعدل اليومي المعروض على المنتج مضروباً في مبلغك، ويُدفع إلى حساب التمويل عن كل يوم كامل (بالتوقيت العالمي) تحتفظ فيه به، بدءاً من اليوم التالي للشراء.</li>' +
        '<li>يُقرّب العائد إلى الأسفل حتى 8 منازل عشرية.</li><li>عند انتهاء المدة يعود مبلغك إلى حساب التمويل.</li></ul>' +
        '<h3>الاسترداد</h3><p>يمكن استرداد المنتجات المرنة في أي وقت. لا يمكن استرداد المنتج محدد المدة مبكراً إلا إذا ذكرت صفحته ذلك، وقد يُخصم حينها جزء من العائد المستلم كما يحدد المنتج.</p>' +
        '<h3>المخاطر</h3><p>الأصول المشفرة شديدة التقلب. المعدلات المعروضة ليست وعداً بعوائد مستقبلية. تتطلب المنتجات الخاصة بالأعضاء مستوى VIP المذكور. قد تتوقف {brand} عن تقديم منتج ما، وتحتفظ الحيازات المشتراة بشروطها.</p>',
    },
    de: {
      title: 'Vereinbarung zu Finanzprodukten',
      content:
        '<h3>Was Sie kaufen</h3><p>Ein Finanzprodukt oder Pledge sperrt einen Betrag einer Münze aus Ihrem Finanzierungskonto für seine Laufzeit (bei einem flexiblen Produkt bis zur Einlösung). Solange er gesperrt ist, können Sie ihn weder auszahlen noch übertragen oder handeln.</p>' +
        '<h3>Erträge</h3><ul><li>Der Ertrag ist der Tageszins des Produkts mal Ihrem Betrag und wird für jeden vollen Tag (UTC), an dem Sie es halten, ab dem Tag nach dem Kauf auf Ihr Finanzierungskonto gezahlt.</li>' +
        '<li>Erträge werden auf 8 Nachkommastellen abgerundet.</li><li>Am Laufzeitende kehrt Ihr Betrag auf Ihr Finanzierungskonto zurück.</li></ul>' +
        '<h3>Einlösung</h3><p>Flexible Produkte können jederzeit eingelöst werden. Ein Festgeldprodukt kann nur vorzeitig eingelöst werden, wenn seine Seite das vorsieht; dann kann ein Teil der bereits erhaltenen Erträge abgezogen werden, wie das Produkt angibt.</p>' +
        '<h3>Risiken</h3><p>Krypto-Assets sind volatil. Die angezeigten Zinsen sind kein Versprechen künftiger Erträge. Produkte nur für Mitglieder setzen die genannte VIP-Stufe voraus. {brand} kann ein Produkt einstellen; bereits gekaufte Anlagen behalten ihre Bedingungen.</p>',
    },
  },
};

/** DEFI_RULE: the DeFi pages' rules (custodial USDT stakes; no wallet approval is ever asked). */
const DEFI_RULE: RuleSeed = {
  key: 'DEFI_RULE',
  sort: 1,
  text: {
    en: {
      title: 'DeFi rules',
      content:
        '<h3>How it works</h3><p>You stake USDT from your funding account. It stays in your account, locked, and earns the daily rate of the tier your amount falls in. {brand} never asks you to approve a token allowance from your wallet for DeFi.</p>' +
        '<h3>Income</h3><ul><li>The tiers and their daily rates are shown on the DeFi page; a stake keeps the rate it started with.</li>' +
        '<li>Income is paid into your funding account for each whole day (UTC) the stake is held, from the day after you stake, rounded down to 8 decimal places.</li></ul>' +
        '<h3>Redeeming</h3><p>You can redeem a stake at any time: the USDT returns to your funding account at once. A day not held in full earns nothing.</p>' +
        '<h3>Activities</h3><p>Activities you claim are listed with your investment. Rates can change for new stakes; crypto assets carry risk.</p>',
    },
    zh: {
      title: 'DeFi 规则',
      content:
        '<h3>运作方式</h3><p>您从资金账户质押 USDT。资金仍在您的账户中被锁定，并按您的金额所在档位的日收益率获得收益。{brand} 绝不会要求您在钱包中为 DeFi 授权代币额度。</p>' +
        '<h3>收益</h3><ul><li>各档位及其日收益率显示在 DeFi 页面；每笔质押按开始时的收益率计算。</li>' +
        '<li>自质押次日起，每持有满一个完整自然日（UTC）向您的资金账户发放一次收益，向下取整至小数点后 8 位。</li></ul>' +
        '<h3>赎回</h3><p>您可随时赎回质押，USDT 将立即返还至您的资金账户。未满一整天的持有不产生收益。</p>' +
        '<h3>活动</h3><p>您领取的活动会显示在我的投资中。新质押的收益率可能调整；加密资产存在风险。</p>',
    },
    ar: {
      title: 'قواعد DeFi',
      content:
        '<h3>كيف يعمل</h3><p>تقوم برهن USDT من حساب التمويل الخاص بك. يبقى المبلغ في حسابك مقفلاً ويكسب المعدل اليومي للشريحة التي يقع فيها مبلغك. لن تطلب منك {brand} أبداً الموافقة على سماحية رموز من محفظتك من أجل DeFi.</p>' +
        '<h3>العائد</h3><ul><li>تظهر الشرائح ومعدلاتها اليومية في صفحة DeFi؛ ويحتفظ كل رهن بالمعدل الذي بدأ به.</li>' +
        '<li>يُدفع العائد إلى حساب التمويل عن كل يوم كامل (بالتوقيت العالمي) يُحتفظ فيه بالرهن، بدءاً من اليوم التالي، مقرباً إلى الأسفل حتى 8 منازل عشرية.</li></ul>' +
        '<h3>الاسترداد</h3><p>يمكنك استرداد الرهن في أي وقت، فتعود USDT إلى حساب التمويل فوراً. اليوم غير المكتمل لا يحقق عائداً.</p>' +
        '<h3>الأنشطة</h3><p>تظهر الأنشطة التي تطالب بها مع استثمارك. قد تتغير المعدلات للرهون الجديدة؛ والأصول المشفرة تنطوي على مخاطر.</p>',
    },
    de: {
      title: 'DeFi-Regeln',
      content:
        '<h3>So funktioniert es</h3><p>Sie staken USDT aus Ihrem Finanzierungskonto. Der Betrag bleibt gesperrt in Ihrem Konto und verdient den Tageszins der Stufe, in die er fällt. {brand} fordert Sie für DeFi nie auf, in Ihrer Wallet eine Token-Freigabe zu erteilen.</p>' +
        '<h3>Erträge</h3><ul><li>Die Stufen und ihre Tageszinsen stehen auf der DeFi-Seite; ein Stake behält den Zins, mit dem er begonnen hat.</li>' +
        '<li>Erträge werden für jeden vollen Tag (UTC), an dem der Stake gehalten wird, ab dem Folgetag auf Ihr Finanzierungskonto gezahlt, auf 8 Nachkommastellen abgerundet.</li></ul>' +
        '<h3>Einlösen</h3><p>Sie können einen Stake jederzeit einlösen; die USDT kehren sofort auf Ihr Finanzierungskonto zurück. Ein nicht voll gehaltener Tag bringt keinen Ertrag.</p>' +
        '<h3>Aktionen</h3><p>Aktionen, die Sie annehmen, erscheinen bei Ihrer Anlage. Zinsen für neue Stakes können sich ändern; Krypto-Assets bergen Risiken.</p>',
    },
  },
};

/** The finance rules pages' texts (rules keys), in en, zh, ar and de. */
export const FINANCE_RULES: RuleSeed[] = [FINANCIAL_AGREEMENT, DEFI_RULE];
