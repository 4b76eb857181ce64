import type { RuleSeed } from './types.js';

/** VIP_RULE: the page /vip-rule shows data[0].content. */
export const VIP_RULE: RuleSeed = {
  key: 'VIP_RULE',
  sort: 1,
  text: {
    en: {
      title: 'VIP rules',
      content:
        '<h3>How your level is set</h3><p>Every day at 00:00 UTC we value your total assets in USDT. Your VIP level is the highest level whose minimum you reach.</p>' +
        '<ul><li>VIP1: from 1,000 USDT</li><li>VIP2: from 10,000 USDT</li><li>VIP3: from 50,000 USDT</li><li>VIP4: from 200,000 USDT</li><li>VIP5: from 1,000,000 USDT</li></ul>' +
        '<h3>Benefits</h3><p>Higher levels get <strong>lower trading fees</strong>, higher DeFi income limits and faster withdrawal review.</p>' +
        '<p>Levels can go down as well as up. Questions? Ask <a href="/service">customer service</a>.</p>',
    },
    zh: {
      title: 'VIP 规则',
      content:
        '<h3>等级如何评定</h3><p>我们每天 00:00（UTC）以 USDT 计算您的总资产。您的 VIP 等级为所达到最低门槛的最高等级。</p>' +
        '<ul><li>VIP1：1,000 USDT 起</li><li>VIP2：10,000 USDT 起</li><li>VIP3：50,000 USDT 起</li><li>VIP4：200,000 USDT 起</li><li>VIP5：1,000,000 USDT 起</li></ul>' +
        '<h3>等级权益</h3><p>等级越高，<strong>交易手续费越低</strong>，DeFi 收益上限越高，提现审核越快。</p>' +
        '<p>等级可升可降。如有疑问，请咨询<a href="/service">在线客服</a>。</p>',
    },
    ar: {
      title: 'قواعد VIP',
      content:
        '<h3>كيف يُحدد مستواك</h3><p>نقيّم إجمالي أصولك بعملة USDT يومياً في الساعة 00:00 بالتوقيت العالمي. مستوى VIP الخاص بك هو أعلى مستوى تبلغ حده الأدنى.</p>' +
        '<ul><li>VIP1: من 1,000 USDT</li><li>VIP2: من 10,000 USDT</li><li>VIP3: من 50,000 USDT</li><li>VIP4: من 200,000 USDT</li><li>VIP5: من 1,000,000 USDT</li></ul>' +
        '<h3>المزايا</h3><p>تحصل المستويات الأعلى على <strong>رسوم تداول أقل</strong> وحدود أعلى لعوائد DeFi ومراجعة أسرع للسحوبات.</p>' +
        '<p>قد ينخفض المستوى كما قد يرتفع. لديك أسئلة؟ اسأل <a href="/service">خدمة العملاء</a>.</p>',
    },
    de: {
      title: 'VIP-Regeln',
      content:
        '<h3>Wie Ihre Stufe festgelegt wird</h3><p>Jeden Tag um 00:00 UTC bewerten wir Ihr Gesamtvermögen in USDT. Ihre VIP-Stufe ist die höchste Stufe, deren Mindestwert Sie erreichen.</p>' +
        '<ul><li>VIP1: ab 1.000 USDT</li><li>VIP2: ab 10.000 USDT</li><li>VIP3: ab 50.000 USDT</li><li>VIP4: ab 200.000 USDT</li><li>VIP5: ab 1.000.000 USDT</li></ul>' +
        '<h3>Vorteile</h3><p>Höhere Stufen erhalten <strong>niedrigere Handelsgebühren</strong>, höhere DeFi-Ertragsgrenzen und eine schnellere Prüfung von Auszahlungen.</p>' +
        '<p>Stufen können steigen und sinken. Fragen? Wenden Sie sich an den <a href="/service">Kundenservice</a>.</p>',
    },
  },
};

/**
 * TRADING_RULES: the page /tradingRules shows data[0].content, then the live parameters of
 * `GET /api/trade/config` and the second contract's periods. The text therefore names no
 * figure (they would drift from the server's) and leaves the second contract to that page,
 * which shows it only for tenants that offer it.
 */
export const TRADING_RULES: RuleSeed = {
  key: 'TRADING_RULES',
  sort: 1,
  text: {
    en: {
      title: 'Trading rules',
      content:
        '<h3>Before you trade</h3><p>Trading is risky: prices move fast and you can lose the money you put in. Trade only with funds you can afford to lose. Orders use your trading accounts, so first move funds there with a transfer.</p>' +
        '<h3>USDT-M contract</h3><ul><li>You choose a direction (long or short), a margin in USDT and a leverage. The position’s value is the margin times the leverage.</li>' +
        '<li>A market order fills at the current price. A limit order waits until the market reaches your price, and you can cancel it until then.</li>' +
        '<li>Each position has its own margin: a loss never takes more than that margin. When the position’s equity falls to the maintenance margin, it is closed (liquidated).</li>' +
        '<li>You can add margin, add to a position, close part of it, or set take-profit and stop-loss prices.</li></ul>' +
        '<h3>Spot</h3><p>You buy or sell a coin against USDT at the market price or at a limit price. An open limit order holds its funds until it fills or you cancel it.</p>' +
        '<h3>Fees</h3><p>A contract pays a fee on the position’s value when it opens and again when it closes. A spot trade pays a fee on what you receive. The current rates are listed below these rules.</p>' +
        '<h3>Invitations</h3><p>When a friend signs up with your invite code, you receive a share of their trading fees in your funding account. See <a href="/plug">Invite friends</a>.</p>',
    },
    zh: {
      title: '交易规则',
      content:
        '<h3>交易前须知</h3><p>交易有风险：价格变动迅速，您可能损失投入的资金。请仅使用您能承受损失的资金进行交易。下单使用您的交易账户，请先通过划转将资金转入。</p>' +
        '<h3>U 本位合约</h3><ul><li>您选择方向（做多或做空）、USDT 保证金和杠杆。仓位价值为保证金乘以杠杆。</li>' +
        '<li>市价单按当前价格成交。限价单等待市场达到您的价格，在此之前可以撤销。</li>' +
        '<li>每个仓位的保证金相互独立：亏损不会超过该仓位的保证金。当仓位权益降至维持保证金时，仓位将被平仓（强平）。</li>' +
        '<li>您可以追加保证金、加仓、部分平仓，或设置止盈和止损价格。</li></ul>' +
        '<h3>现货</h3><p>您可以按市价或限价用 USDT 买入或卖出币种。未成交的限价单会冻结相应资金，直到成交或您撤单。</p>' +
        '<h3>手续费</h3><p>合约在开仓和平仓时各按仓位价值收取一次手续费。现货交易按您收到的数量收取手续费。当前费率列于本规则下方。</p>' +
        '<h3>邀请</h3><p>好友使用您的邀请码注册后，您将获得其交易手续费的一部分，发放至您的资金账户。详见<a href="/plug">邀请好友</a>。</p>',
    },
    ar: {
      title: 'قواعد التداول',
      content:
        '<h3>قبل أن تتداول</h3><p>التداول محفوف بالمخاطر: تتحرك الأسعار بسرعة وقد تخسر المال الذي تضعه. تداول فقط بأموال يمكنك تحمّل خسارتها. تستخدم الأوامر حسابات التداول الخاصة بك، لذا انقل الأموال إليها أولاً بتحويل.</p>' +
        '<h3>عقود USDT الآجلة</h3><ul><li>تختار اتجاهاً (شراء أو بيع)، وهامشاً بعملة USDT، ورافعة مالية. قيمة المركز هي الهامش مضروباً في الرافعة.</li>' +
        '<li>يُنفَّذ أمر السوق بالسعر الحالي. ينتظر الأمر المحدد حتى يبلغ السوق سعرك، ويمكنك إلغاؤه حتى ذلك الحين.</li>' +
        '<li>لكل مركز هامشه الخاص: لا تتجاوز الخسارة هامش ذلك المركز. عندما تنخفض حقوق المركز إلى هامش الصيانة، يُغلق المركز (تصفية).</li>' +
        '<li>يمكنك إضافة هامش، أو زيادة المركز، أو إغلاق جزء منه، أو تحديد أسعار جني الأرباح ووقف الخسارة.</li></ul>' +
        '<h3>التداول الفوري</h3><p>تشتري عملة أو تبيعها مقابل USDT بسعر السوق أو بسعر محدد. يحجز الأمر المحدد المفتوح أمواله حتى يُنفَّذ أو تلغيه.</p>' +
        '<h3>الرسوم</h3><p>يدفع العقد رسوماً على قيمة المركز عند فتحه ومرة أخرى عند إغلاقه. تدفع صفقة التداول الفوري رسوماً على ما تستلمه. النسب الحالية مدرجة أسفل هذه القواعد.</p>' +
        '<h3>الدعوات</h3><p>عندما يسجّل صديق برمز دعوتك، تحصل على حصة من رسوم تداوله في حساب التمويل الخاص بك. راجع <a href="/plug">دعوة الأصدقاء</a>.</p>',
    },
    de: {
      title: 'Handelsregeln',
      content:
        '<h3>Bevor Sie handeln</h3><p>Handel ist riskant: Kurse bewegen sich schnell, und Sie können das eingesetzte Geld verlieren. Handeln Sie nur mit Mitteln, deren Verlust Sie verkraften können. Aufträge nutzen Ihre Handelskonten; übertragen Sie zuerst Mittel dorthin.</p>' +
        '<h3>USDT-M-Kontrakt</h3><ul><li>Sie wählen eine Richtung (Long oder Short), eine Margin in USDT und einen Hebel. Der Positionswert ist die Margin mal den Hebel.</li>' +
        '<li>Eine Market-Order wird zum aktuellen Kurs ausgeführt. Eine Limit-Order wartet, bis der Markt Ihren Kurs erreicht, und kann bis dahin storniert werden.</li>' +
        '<li>Jede Position hat ihre eigene Margin: Ein Verlust nimmt nie mehr als diese Margin. Fällt das Eigenkapital der Position auf die Erhaltungsmargin, wird sie geschlossen (liquidiert).</li>' +
        '<li>Sie können Margin nachschießen, eine Position aufstocken, teilweise schließen oder Take-Profit- und Stop-Loss-Kurse setzen.</li></ul>' +
        '<h3>Spot-Handel</h3><p>Sie kaufen oder verkaufen einen Coin gegen USDT zum Marktkurs oder zu einem Limitkurs. Eine offene Limit-Order hält ihre Mittel, bis sie ausgeführt oder storniert wird.</p>' +
        '<h3>Gebühren</h3><p>Ein Kontrakt zahlt bei Eröffnung und erneut bei Schließung eine Gebühr auf den Positionswert. Ein Spot-Handel zahlt eine Gebühr auf das, was Sie erhalten. Die aktuellen Sätze stehen unter diesen Regeln.</p>' +
        '<h3>Einladungen</h3><p>Registriert sich ein Freund mit Ihrem Einladungscode, erhalten Sie einen Anteil seiner Handelsgebühren auf Ihr Finanzierungskonto. Siehe <a href="/plug">Freunde einladen</a>.</p>',
    },
  },
};
