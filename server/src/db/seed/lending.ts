import type { Queryable } from '../db.js';
import type { RuleSeed } from './content/types.js';
import type { TenantSeed } from './tenants.js';
import { insertLaunch, type LaunchSeed } from '../../lending/launches.js';
import { insertLoanProduct, type LoanProductSeed } from '../../lending/loans.js';
import { DAY_MS } from '../../lending/maths.js';

/**
 * The lending seed of a tenant (issue 7): three loan products and three token launches (one open,
 * one upcoming, one ended and allocated), placed around the seed time so that the demo always has
 * one of each. LOAN_RULE's figures are these products'.
 */
export async function seedLending(tx: Queryable, tenant: TenantSeed, now: number): Promise<void> {
  for (const [sort, product] of LOAN_PRODUCTS.entries()) await insertLoanProduct(tx, tenant.name, product, sort);
  for (const [sort, launch] of launchesAround(now).entries()) await insertLaunch(tx, tenant.name, launch, sort);
}

const LOAN_TERMS = { minAmount: '100', maxAmount: '50000', ltv: '0.5', collateralCoins: ['btc', 'eth'] };

export const LOAN_PRODUCTS: LoanProductSeed[] = [
  { days: 7, dailyRate: '0.05', ...LOAN_TERMS },
  { days: 30, dailyRate: '0.04', ...LOAN_TERMS },
  { days: 90, dailyRate: '0.03', ...LOAN_TERMS },
];

/** The launches, timed from the seed time: open (now − 1 d … now + 3 d), upcoming (+5 d … +9 d), ended (−10 d … −6 d). */
export function launchesAround(now: number): LaunchSeed[] {
  return [
    {
      token: 'nova',
      name: 'Nova Network',
      price: '0.05',
      supply: '2000000',
      minAmount: '10',
      maxAmount: '5000',
      startTime: now - DAY_MS,
      endTime: now + 3 * DAY_MS,
      description: {
        en:
          '<h3>Nova Network</h3><p>Nova is a layer-2 network for fast, low-cost payments that settles on Ethereum.</p>' +
          '<ul><li>NOVA pays the network fees.</li><li>Holders vote on upgrades.</li><li>Validators stake NOVA to secure the network.</li></ul>',
        zh:
          '<h3>Nova Network</h3><p>Nova 是一个在以太坊上结算、快速且低成本的二层支付网络。</p>' +
          '<ul><li>NOVA 用于支付网络手续费。</li><li>持有者对升级进行投票。</li><li>验证者质押 NOVA 以保障网络安全。</li></ul>',
        ar:
          '<h3>Nova Network</h3><p>Nova شبكة من الطبقة الثانية للمدفوعات السريعة منخفضة التكلفة، تتم تسويتها على إيثريوم.</p>' +
          '<ul><li>تُدفع رسوم الشبكة بعملة NOVA.</li><li>يصوّت الحاملون على التحديثات.</li><li>يرهن المدققون NOVA لتأمين الشبكة.</li></ul>',
        de:
          '<h3>Nova Network</h3><p>Nova ist ein Layer-2-Netzwerk für schnelle, günstige Zahlungen, das auf Ethereum abgerechnet wird.</p>' +
          '<ul><li>Mit NOVA werden die Netzwerkgebühren bezahlt.</li><li>Inhaber stimmen über Upgrades ab.</li><li>Validatoren hinterlegen NOVA, um das Netzwerk zu sichern.</li></ul>',
      },
    },
    {
      token: 'orbit',
      name: 'Orbit Protocol',
      price: '0.2',
      supply: '500000',
      minAmount: '20',
      maxAmount: '10000',
      startTime: now + 5 * DAY_MS,
      endTime: now + 9 * DAY_MS,
      description: {
        en:
          '<h3>Orbit Protocol</h3><p>Orbit connects blockchains: it moves tokens and messages between networks without a central custodian.</p>' +
          '<ul><li>ORBIT pays for transfers between chains.</li><li>Relayers stake ORBIT and lose it if they cheat.</li></ul>',
        zh:
          '<h3>Orbit Protocol</h3><p>Orbit 连接不同的区块链：无需中心化托管即可在网络之间转移代币和消息。</p>' +
          '<ul><li>ORBIT 用于支付跨链转账费用。</li><li>中继者质押 ORBIT，作恶将被罚没。</li></ul>',
        ar:
          '<h3>Orbit Protocol</h3><p>Orbit يربط بين سلاسل الكتل: ينقل الرموز والرسائل بين الشبكات دون أمين حفظ مركزي.</p>' +
          '<ul><li>تُدفع رسوم التحويل بين السلاسل بعملة ORBIT.</li><li>يرهن المرحّلون ORBIT ويخسرونها إذا غشّوا.</li></ul>',
        de:
          '<h3>Orbit Protocol</h3><p>Orbit verbindet Blockchains: Es überträgt Token und Nachrichten zwischen Netzwerken ohne zentralen Verwahrer.</p>' +
          '<ul><li>Mit ORBIT werden Übertragungen zwischen Chains bezahlt.</li><li>Relayer hinterlegen ORBIT und verlieren es, wenn sie betrügen.</li></ul>',
      },
    },
    {
      token: 'vela',
      name: 'Vela Finance',
      price: '0.1',
      supply: '1000000',
      minAmount: '10',
      maxAmount: '2000',
      startTime: now - 10 * DAY_MS,
      endTime: now - 6 * DAY_MS,
      allocatedTime: now - 6 * DAY_MS,
      description: {
        en:
          '<h3>Vela Finance</h3><p>Vela is a lending market where anyone can supply stablecoins and earn interest from borrowers.</p>' +
          '<ul><li>VELA holders set the interest-rate models.</li><li>A share of the interest goes to VELA stakers.</li></ul>',
        zh:
          '<h3>Vela Finance</h3><p>Vela 是一个借贷市场，任何人都可以存入稳定币并从借款人处赚取利息。</p>' +
          '<ul><li>VELA 持有者决定利率模型。</li><li>部分利息分配给 VELA 质押者。</li></ul>',
        ar:
          '<h3>Vela Finance</h3><p>Vela سوق إقراض يمكن لأي شخص فيه إيداع العملات المستقرة وكسب الفائدة من المقترضين.</p>' +
          '<ul><li>يحدد حاملو VELA نماذج أسعار الفائدة.</li><li>يذهب جزء من الفائدة إلى من يرهنون VELA.</li></ul>',
        de:
          '<h3>Vela Finance</h3><p>Vela ist ein Kreditmarkt, auf dem jeder Stablecoins bereitstellen und Zinsen von Kreditnehmern verdienen kann.</p>' +
          '<ul><li>VELA-Inhaber legen die Zinsmodelle fest.</li><li>Ein Teil der Zinsen geht an VELA-Staker.</li></ul>',
      },
    },
  ];
}

/** LOAN_RULE: the page /loan-rule shows data[0].content. Its figures are LOAN_PRODUCTS'. */
const LOAN_RULE: RuleSeed = {
  key: 'LOAN_RULE',
  sort: 1,
  text: {
    en: {
      title: 'Loan rules',
      content:
        '<h3>How a loan works</h3><p>You borrow USDT for a fixed term of 7, 30 or 90 days against collateral in BTC or ETH. The loan is paid into your funding account at once. You can borrow from 100 to 50,000 USDT per loan.</p>' +
        '<h3>Collateral</h3><p>You can borrow up to 50% of your collateral’s value. The collateral needed is the loan amount ÷ 0.5, valued at the coin’s latest market price and rounded up to 8 decimals. It is frozen in your funding account while the loan is open and released in full when you repay.</p>' +
        '<h3>Interest</h3><p>Interest is the product’s daily rate on the amount borrowed, for each day you keep the loan: 0.05% a day for 7 days, 0.04% for 30 days, 0.03% for 90 days. Every begun day counts as a whole day, and at least one day is charged, so repaying early costs only the days used.</p>' +
        '<p>Example: 1,000 USDT for 30 days, repaid after 10 days: 1,000 × 0.04% × 10 = 4 USDT of interest, 1,004 USDT to repay.</p>' +
        '<h3>Due date and overdue</h3><p>A loan is due one term after you take it. Past its due time it is overdue: interest goes on at the same daily rate for each begun day until you repay, plus an overdue penalty of 0.1% of the amount for each begun day past the due time, and your collateral stays frozen. Repay on time to keep the cost down.</p>' +
        '<h3>Margin call and liquidation</h3><p>Your loan-to-value (LTV) is what you owe (amount, interest and penalty) ÷ your collateral’s value at the latest market price; the loan screen shows it live. If the collateral’s price falls and the LTV rises above 75%, you get a margin call (a notice in the app and a mail): repay to keep your collateral. At 85% the collateral is sold at the market price to repay the loan, and what the sale brings beyond what you owe is returned to your funding account.</p>' +
        '<h3>Repaying</h3><p>Repay at any time from the loan record. The amount plus interest is taken from the available USDT of your funding account, so make sure it is there first.</p>',
    },
    zh: {
      title: '借贷规则',
      content:
        '<h3>借贷方式</h3><p>您以 BTC 或 ETH 作为抵押，借入 USDT，期限固定为 7 天、30 天或 90 天。借款会立即发放到您的资金账户。每笔借款金额为 100 至 50,000 USDT。</p>' +
        '<h3>抵押物</h3><p>您最多可借抵押物价值的 50%。所需抵押物为借款金额 ÷ 0.5，按该币种最新市场价格计算，并向上取整到 8 位小数。借款期间抵押物冻结在您的资金账户中，还款后全额解冻。</p>' +
        '<h3>利息</h3><p>利息按产品日利率对借款金额按天计算：7 天期每天 0.05%，30 天期每天 0.04%，90 天期每天 0.03%。不足一天按一天计算，至少计一天，因此提前还款只需支付实际使用的天数。</p>' +
        '<p>示例：借 1,000 USDT，期限 30 天，10 天后还款：1,000 × 0.04% × 10 = 4 USDT 利息，共需还款 1,004 USDT。</p>' +
        '<h3>到期与逾期</h3><p>借款在借入后满一个期限时到期。超过到期时间即为逾期：逾期期间每开始一天仍按相同日利率计息，直至还款，并另收逾期罚息：到期后每开始一天收取借款金额的 0.1%，抵押物保持冻结。请按时还款以降低成本。</p>' +
        '<h3>追加保证金通知与强制平仓</h3><p>贷款价值比（LTV）= 您的欠款（本金、利息和罚息）÷ 抵押物按最新市价计算的价值，借贷页面实时显示。若抵押物价格下跌使 LTV 超过 75%，您会收到追加保证金通知（应用内提醒和站内信）：请还款以保留抵押物。LTV 达到 85% 时，抵押物将按市价卖出以偿还借款，卖出所得超出欠款的部分退回您的资金账户。</p>' +
        '<h3>还款</h3><p>您可以随时在借贷记录中还款。本金加利息将从您资金账户的可用 USDT 中扣除，请先确保余额充足。</p>',
    },
    ar: {
      title: 'قواعد القروض',
      content:
        '<h3>كيف يعمل القرض</h3><p>تقترض USDT لمدة ثابتة 7 أو 30 أو 90 يوماً مقابل ضمان بعملة BTC أو ETH. يُدفع القرض إلى حساب التمويل الخاص بك فوراً. يمكنك اقتراض ما بين 100 و50,000 USDT لكل قرض.</p>' +
        '<h3>الضمان</h3><p>يمكنك اقتراض ما يصل إلى 50% من قيمة ضمانك. الضمان المطلوب هو مبلغ القرض ÷ 0.5، مقوّماً بآخر سعر سوقي للعملة ومقرّباً للأعلى إلى 8 منازل عشرية. يُجمَّد في حساب التمويل طوال مدة القرض ويُحرَّر بالكامل عند السداد.</p>' +
        '<h3>الفائدة</h3><p>الفائدة هي السعر اليومي للمنتج على المبلغ المقترض عن كل يوم تحتفظ فيه بالقرض: 0.05% يومياً لمدة 7 أيام، و0.04% لمدة 30 يوماً، و0.03% لمدة 90 يوماً. كل يوم بدأ يُحتسب يوماً كاملاً، ويُحتسب يوم واحد على الأقل، لذا لا يكلّفك السداد المبكر إلا الأيام المستخدمة.</p>' +
        '<p>مثال: 1,000 USDT لمدة 30 يوماً، سُددت بعد 10 أيام: 1,000 × 0.04% × 10 = 4 USDT فائدة، و1,004 USDT للسداد.</p>' +
        '<h3>تاريخ الاستحقاق والتأخر</h3><p>يستحق القرض بعد مدة واحدة من أخذه. بعد وقت الاستحقاق يصبح متأخراً: تستمر الفائدة بالسعر اليومي نفسه عن كل يوم يبدأ حتى تسدد، مع غرامة تأخير قدرها 0.1% من المبلغ عن كل يوم يبدأ بعد الاستحقاق، ويبقى ضمانك مجمّداً. سدّد في الموعد لتقليل التكلفة.</p>' +
        '<h3>طلب الهامش والتصفية</h3><p>نسبة القرض إلى القيمة (LTV) هي ما تدين به (المبلغ والفائدة والغرامة) ÷ قيمة ضمانك بآخر سعر سوقي، وتعرضها شاشة القرض مباشرة. إذا انخفض سعر الضمان وارتفعت النسبة فوق 75% تتلقى طلب هامش (تنبيه في التطبيق وبريد): سدّد للاحتفاظ بضمانك. عند 85% يُباع الضمان بسعر السوق لسداد القرض، ويُعاد ما يزيد عن دينك إلى حساب التمويل.</p>' +
        '<h3>السداد</h3><p>سدّد في أي وقت من سجل القروض. يُخصم المبلغ مع الفائدة من رصيد USDT المتاح في حساب التمويل، لذا تأكد من توفره أولاً.</p>',
    },
    de: {
      title: 'Kreditregeln',
      content:
        '<h3>So funktioniert ein Kredit</h3><p>Sie leihen USDT für eine feste Laufzeit von 7, 30 oder 90 Tagen gegen eine Sicherheit in BTC oder ETH. Der Kredit wird sofort auf Ihr Finanzierungskonto ausgezahlt. Pro Kredit sind 100 bis 50.000 USDT möglich.</p>' +
        '<h3>Sicherheit</h3><p>Sie können bis zu 50 % des Werts Ihrer Sicherheit leihen. Die benötigte Sicherheit ist der Kreditbetrag ÷ 0,5, bewertet zum letzten Marktpreis der Coin und auf 8 Dezimalstellen aufgerundet. Sie bleibt während der Laufzeit auf Ihrem Finanzierungskonto eingefroren und wird bei der Rückzahlung vollständig freigegeben.</p>' +
        '<h3>Zinsen</h3><p>Die Zinsen sind der Tagessatz des Produkts auf den geliehenen Betrag, für jeden Tag, an dem Sie den Kredit behalten: 0,05 % pro Tag für 7 Tage, 0,04 % für 30 Tage, 0,03 % für 90 Tage. Jeder angefangene Tag zählt als ganzer Tag, mindestens ein Tag wird berechnet; eine frühe Rückzahlung kostet also nur die genutzten Tage.</p>' +
        '<p>Beispiel: 1.000 USDT für 30 Tage, nach 10 Tagen zurückgezahlt: 1.000 × 0,04 % × 10 = 4 USDT Zinsen, 1.004 USDT zurückzuzahlen.</p>' +
        '<h3>Fälligkeit und Verzug</h3><p>Ein Kredit ist eine Laufzeit nach der Aufnahme fällig. Nach dem Fälligkeitszeitpunkt ist er überfällig: Für jeden angefangenen Tag fallen weiter Zinsen zum selben Tagessatz an, bis Sie zurückzahlen, dazu ein Verzugszuschlag von 0,1 % des Betrags je angefangenem Tag nach Fälligkeit, und Ihre Sicherheit bleibt eingefroren. Zahlen Sie pünktlich zurück, um die Kosten gering zu halten.</p>' +
        '<h3>Nachschussaufforderung und Liquidation</h3><p>Der Beleihungsgrad (LTV) ist, was Sie schulden (Betrag, Zinsen und Zuschlag) ÷ Wert Ihrer Sicherheit zum letzten Marktpreis; die Kreditseite zeigt ihn laufend. Fällt der Preis der Sicherheit und steigt der LTV über 75 %, erhalten Sie eine Nachschussaufforderung (Hinweis in der App und Mail): Zahlen Sie zurück, um Ihre Sicherheit zu behalten. Bei 85 % wird die Sicherheit zum Marktpreis verkauft, um den Kredit zu tilgen; was der Verkauf über Ihre Schuld hinaus einbringt, geht auf Ihr Finanzierungskonto zurück.</p>' +
        '<h3>Rückzahlung</h3><p>Zahlen Sie jederzeit über die Kredithistorie zurück. Betrag und Zinsen werden vom verfügbaren USDT Ihres Finanzierungskontos abgebucht; sorgen Sie also zuerst für ein ausreichendes Guthaben.</p>',
    },
  },
};

/** SUBSCRIPTION_RULE: how applying and allocation work (the subscription pages link to it). */
const SUBSCRIPTION_RULE: RuleSeed = {
  key: 'SUBSCRIPTION_RULE',
  sort: 1,
  text: {
    en: {
      title: 'Subscription rules',
      content:
        '<h3>Applying</h3><p>While a launch is open you can apply with USDT from your funding account, between the launch’s minimum and its maximum per person (all your applications to one launch count together). The USDT you apply with is frozen until the allocation. An application cannot be cancelled.</p>' +
        '<h3>Allocation</h3><p>When the launch ends, the tokens are allocated. If all applications together fit the tokens offered, everyone receives their amount ÷ the price in tokens. If more was applied than the tokens offered are worth, the tokens are shared pro rata: you receive the supply × your amount ÷ the total applied.</p>' +
        '<p>Tokens are rounded down to 8 decimals. What they cost (tokens × price, rounded up to 8 decimals) is taken from your frozen USDT; the rest is returned to your funding account. The tokens arrive in your funding account.</p>' +
        '<h3>Risks</h3><p>New tokens are risky: their price can fall below the launch price, and you may not be able to sell them at once.</p>',
    },
    zh: {
      title: '申购规则',
      content:
        '<h3>申购</h3><p>项目开放期间，您可以使用资金账户中的 USDT 申购，金额须在该项目的最低额与每人最高额之间（您对同一项目的所有申购合并计算）。申购的 USDT 将被冻结直至分配。申购提交后不可撤销。</p>' +
        '<h3>分配</h3><p>项目结束后进行代币分配。如果全部申购金额未超过所发售代币的价值，每人获得的代币数量为申购金额 ÷ 价格。如果申购总额超过所发售代币的价值，则按比例分配：您获得发行量 × 您的申购金额 ÷ 申购总额。</p>' +
        '<p>代币数量向下取整到 8 位小数。代币的费用（代币数量 × 价格，向上取整到 8 位小数）从您冻结的 USDT 中扣除，其余部分退回您的资金账户。代币将发放到您的资金账户。</p>' +
        '<h3>风险</h3><p>新代币风险较高：其价格可能跌破发行价，且可能无法立即卖出。</p>',
    },
    ar: {
      title: 'قواعد الاكتتاب',
      content:
        '<h3>التقديم</h3><p>أثناء فتح الإطلاق يمكنك التقديم بعملة USDT من حساب التمويل، بين الحد الأدنى للإطلاق والحد الأقصى للشخص الواحد (تُحتسب جميع طلباتك لإطلاق واحد معاً). يُجمَّد مبلغ USDT الذي تقدّم به حتى التخصيص. لا يمكن إلغاء الطلب.</p>' +
        '<h3>التخصيص</h3><p>عند انتهاء الإطلاق تُخصَّص الرموز. إذا كانت جميع الطلبات معاً ضمن قيمة الرموز المعروضة، يحصل كل شخص على مبلغه ÷ السعر من الرموز. وإذا تجاوز المبلغ المقدَّم قيمة الرموز المعروضة، تُوزَّع الرموز بالتناسب: تحصل على الكمية المعروضة × مبلغك ÷ إجمالي المبالغ المقدَّمة.</p>' +
        '<p>تُقرَّب الرموز للأسفل إلى 8 منازل عشرية. تُخصم تكلفتها (الرموز × السعر، مقرّبة للأعلى إلى 8 منازل عشرية) من USDT المجمّد، ويُعاد الباقي إلى حساب التمويل. تصل الرموز إلى حساب التمويل الخاص بك.</p>' +
        '<h3>المخاطر</h3><p>الرموز الجديدة محفوفة بالمخاطر: قد ينخفض سعرها دون سعر الإطلاق، وقد لا تتمكن من بيعها فوراً.</p>',
    },
    de: {
      title: 'Zeichnungsregeln',
      content:
        '<h3>Zeichnen</h3><p>Solange ein Launch offen ist, können Sie mit USDT von Ihrem Finanzierungskonto zeichnen, zwischen dem Mindestbetrag des Launches und seinem Höchstbetrag pro Person (alle Ihre Zeichnungen für einen Launch zählen zusammen). Die gezeichneten USDT bleiben bis zur Zuteilung eingefroren. Eine Zeichnung kann nicht storniert werden.</p>' +
        '<h3>Zuteilung</h3><p>Nach dem Ende des Launches werden die Token zugeteilt. Passen alle Zeichnungen zusammen in den Wert der angebotenen Token, erhält jeder seinen Betrag ÷ den Preis in Token. Wurde mehr gezeichnet, als die angebotenen Token wert sind, werden sie anteilig verteilt: Sie erhalten das Angebot × Ihren Betrag ÷ die Gesamtsumme der Zeichnungen.</p>' +
        '<p>Token werden auf 8 Dezimalstellen abgerundet. Ihr Preis (Token × Preis, auf 8 Dezimalstellen aufgerundet) wird von Ihren eingefrorenen USDT abgebucht; der Rest geht an Ihr Finanzierungskonto zurück. Die Token werden Ihrem Finanzierungskonto gutgeschrieben.</p>' +
        '<h3>Risiken</h3><p>Neue Token sind riskant: Ihr Preis kann unter den Ausgabepreis fallen, und Sie können sie möglicherweise nicht sofort verkaufen.</p>',
    },
  },
};

/** The lending rules pages' texts (rules keys), in en, zh, ar and de. */
export const LENDING_RULES: RuleSeed[] = [LOAN_RULE, SUBSCRIPTION_RULE];
