import type { NoticeSeed } from './types.js';

/** The clause of /term-service, the introduction, the terms of use and the privacy policy. */

export const TERMS_CLAUSE: NoticeSeed = {
  key: 'TERMS_CLAUSE',
  hoursAgo: 24 * 120,
  text: {
    en: {
      title: 'Terms of Service',
      summary: 'The agreement between you and {brand} when you open an account.',
      content:
        '<h3>1. Who we are</h3><p>{brand} operates a digital-asset trading service. By creating an account you agree to these terms and to our <a href="/privacyPolicy">Privacy Policy</a>.</p>' +
        '<h3>2. Your account</h3><ul><li>You must be of legal age in your country of residence.</li><li>You are responsible for keeping your password and verification codes secret.</li><li>One person may hold only one account.</li></ul>' +
        '<h3>3. Risk</h3><p><strong>Digital assets are volatile.</strong> Prices can fall sharply and you may lose the whole amount you trade. Contract and second-contract trading carry a higher risk than spot trading.</p>' +
        '<h3>4. Changes</h3><p>We may update these terms. Material changes are announced in the <a href="/notice">notice centre</a> at least seven days before they take effect.</p>',
    },
    zh: {
      title: '服务条款',
      summary: '您在{brand}开设账户时与我们之间的协议。',
      content:
        '<h3>1. 关于我们</h3><p>{brand}提供数字资产交易服务。创建账户即表示您同意本条款以及我们的<a href="/privacyPolicy">隐私政策</a>。</p>' +
        '<h3>2. 您的账户</h3><ul><li>您必须在居住国达到法定年龄。</li><li>您有责任妥善保管密码和验证码。</li><li>每人只能持有一个账户。</li></ul>' +
        '<h3>3. 风险提示</h3><p><strong>数字资产价格波动剧烈。</strong>价格可能大幅下跌，您可能损失全部交易金额。合约和秒合约交易的风险高于现货交易。</p>' +
        '<h3>4. 条款变更</h3><p>我们可能更新本条款。重大变更将至少提前七天在<a href="/notice">公告中心</a>发布。</p>',
    },
    ar: {
      title: 'شروط الخدمة',
      summary: 'الاتفاقية بينك وبين {brand} عند فتح حساب.',
      content:
        '<h3>1. من نحن</h3><p>تدير {brand} خدمة لتداول الأصول الرقمية. بإنشاء حساب فإنك توافق على هذه الشروط وعلى <a href="/privacyPolicy">سياسة الخصوصية</a>.</p>' +
        '<h3>2. حسابك</h3><ul><li>يجب أن تكون قد بلغت السن القانونية في بلد إقامتك.</li><li>أنت مسؤول عن الحفاظ على سرية كلمة المرور ورموز التحقق.</li><li>لا يجوز للشخص الواحد امتلاك أكثر من حساب واحد.</li></ul>' +
        '<h3>3. المخاطر</h3><p><strong>الأصول الرقمية شديدة التقلب.</strong> قد تنخفض الأسعار بشدة وقد تخسر كامل المبلغ الذي تتداول به. ينطوي تداول العقود والعقود الثانية على مخاطر أعلى من التداول الفوري.</p>' +
        '<h3>4. التغييرات</h3><p>قد نقوم بتحديث هذه الشروط. يتم الإعلان عن التغييرات الجوهرية في <a href="/notice">مركز الإشعارات</a> قبل سبعة أيام على الأقل من سريانها.</p>',
    },
    de: {
      title: 'Nutzungsbedingungen',
      summary: 'Die Vereinbarung zwischen Ihnen und {brand} bei der Kontoeröffnung.',
      content:
        '<h3>1. Wer wir sind</h3><p>{brand} betreibt einen Handelsdienst für digitale Vermögenswerte. Mit der Eröffnung eines Kontos stimmen Sie diesen Bedingungen und unserer <a href="/privacyPolicy">Datenschutzerklärung</a> zu.</p>' +
        '<h3>2. Ihr Konto</h3><ul><li>Sie müssen in Ihrem Wohnsitzland volljährig sein.</li><li>Sie sind dafür verantwortlich, Ihr Passwort und Ihre Bestätigungscodes geheim zu halten.</li><li>Jede Person darf nur ein Konto führen.</li></ul>' +
        '<h3>3. Risiko</h3><p><strong>Digitale Vermögenswerte sind volatil.</strong> Kurse können stark fallen, und Sie können den gesamten gehandelten Betrag verlieren. Kontrakte und Sekundenkontrakte sind riskanter als der Spothandel.</p>' +
        '<h3>4. Änderungen</h3><p>Wir können diese Bedingungen aktualisieren. Wesentliche Änderungen kündigen wir mindestens sieben Tage vor Inkrafttreten im <a href="/notice">Mitteilungszentrum</a> an.</p>',
    },
  },
};

export const EXCHANGE_INTRODUCTION: NoticeSeed = {
  key: 'EXCHANGE_INTRODUCTION',
  hoursAgo: 24 * 200,
  text: {
    en: {
      title: 'About {brand}',
      summary: 'A mobile-first exchange for spot, contracts and on-chain finance.',
      content:
        '<p><strong>{brand}</strong> is a mobile-first exchange for people who want to trade and manage digital assets from their phone.</p>' +
        '<h3>What you can do</h3><ul><li>Trade more than twenty pairs on the spot market, with contracts and with second contracts.</li><li>Deposit and withdraw USDT, BTC and ETH on the major networks.</li><li>Earn with DeFi products and the fixed-term U plan.</li></ul>' +
        '<h3>How we keep you safe</h3><p>Passwords are stored only as salted hashes, withdrawals are reviewed, and wallet sign-in uses a signed message: <strong>we never ask you to approve a token allowance</strong>.</p>' +
        '<p>Questions? Our <a href="/service">support team</a> answers around the clock.</p>',
    },
    zh: {
      title: '关于{brand}',
      summary: '一个以移动端为先的交易所，提供现货、合约与链上理财。',
      content:
        '<p><strong>{brand}</strong>是一个以移动端为先的交易所，让您在手机上交易和管理数字资产。</p>' +
        '<h3>您可以</h3><ul><li>在现货、合约和秒合约市场交易二十多个交易对。</li><li>通过主流网络充值和提现 USDT、BTC 与 ETH。</li><li>通过 DeFi 产品和定期 U 计划获得收益。</li></ul>' +
        '<h3>我们如何保护您</h3><p>密码仅以加盐哈希形式保存，提现需经过审核，钱包登录使用签名消息：<strong>我们绝不会要求您授权代币额度</strong>。</p>' +
        '<p>有疑问？我们的<a href="/service">客服团队</a>全天候为您服务。</p>',
    },
    ar: {
      title: 'حول {brand}',
      summary: 'منصة تداول مصممة للهاتف أولاً للتداول الفوري والعقود والتمويل على السلسلة.',
      content:
        '<p><strong>{brand}</strong> منصة تداول مصممة للهاتف أولاً لمن يريد تداول الأصول الرقمية وإدارتها من هاتفه.</p>' +
        '<h3>ما يمكنك فعله</h3><ul><li>تداول أكثر من عشرين زوجاً في السوق الفوري والعقود والعقود الثانية.</li><li>إيداع وسحب USDT وBTC وETH على الشبكات الرئيسية.</li><li>تحقيق العوائد عبر منتجات DeFi وخطة U محددة المدة.</li></ul>' +
        '<h3>كيف نحميك</h3><p>تُحفظ كلمات المرور كقيم تجزئة مملّحة فقط، وتُراجع عمليات السحب، ويستخدم تسجيل الدخول بالمحفظة رسالة موقّعة: <strong>لن نطلب منك أبداً الموافقة على صلاحية إنفاق الرموز</strong>.</p>' +
        '<p>هل لديك أسئلة؟ <a href="/service">فريق الدعم</a> متاح على مدار الساعة.</p>',
    },
    de: {
      title: 'Über {brand}',
      summary: 'Eine mobile Börse für Spothandel, Kontrakte und On-Chain-Finanzen.',
      content:
        '<p><strong>{brand}</strong> ist eine Börse, die für das Smartphone gebaut ist: Handeln und verwalten Sie digitale Vermögenswerte von unterwegs.</p>' +
        '<h3>Was Sie tun können</h3><ul><li>Über zwanzig Handelspaare im Spotmarkt, mit Kontrakten und Sekundenkontrakten handeln.</li><li>USDT, BTC und ETH über die wichtigsten Netzwerke einzahlen und abheben.</li><li>Mit DeFi-Produkten und dem festverzinslichen U-Plan Erträge erzielen.</li></ul>' +
        '<h3>Wie wir Sie schützen</h3><p>Passwörter speichern wir nur als gesalzene Hashes, Auszahlungen werden geprüft, und die Wallet-Anmeldung nutzt eine signierte Nachricht: <strong>Wir verlangen niemals die Freigabe eines Token-Limits</strong>.</p>' +
        '<p>Fragen? Unser <a href="/service">Support-Team</a> ist rund um die Uhr für Sie da.</p>',
    },
  },
};

export const TERMS_OF_USE: NoticeSeed = {
  key: 'TERMS_OF_USE',
  hoursAgo: 24 * 150,
  text: {
    en: {
      title: 'Terms of Use',
      summary: 'The rules for using the {brand} app and website.',
      content:
        '<h3>Permitted use</h3><p>You may use {brand} for your own trading and asset management. You may not use it to launder money, to manipulate markets or to access accounts that are not yours.</p>' +
        '<h3>Orders and settlement</h3><ul><li>An order is binding once it is confirmed on screen.</li><li>Prices shown are indicative until the order is filled.</li><li>Second-contract orders settle automatically at the end of their period.</li></ul>' +
        '<h3>Suspension</h3><p>We may freeze an account that breaks these rules or that we are required to freeze by law. A frozen account can still contact <a href="/service">customer service</a>.</p>' +
        '<p>These terms complement the <a href="/term-service">Terms of Service</a>.</p>',
    },
    zh: {
      title: '使用条款',
      summary: '使用{brand}应用和网站的规则。',
      content:
        '<h3>允许的用途</h3><p>您可以使用{brand}进行个人交易和资产管理。不得将其用于洗钱、操纵市场或访问不属于您的账户。</p>' +
        '<h3>订单与结算</h3><ul><li>订单在屏幕上确认后即具有约束力。</li><li>成交前显示的价格仅供参考。</li><li>秒合约订单在周期结束时自动结算。</li></ul>' +
        '<h3>账户冻结</h3><p>对于违反本规则或依法需要冻结的账户，我们可能予以冻结。被冻结的账户仍可联系<a href="/service">在线客服</a>。</p>' +
        '<p>本条款是对<a href="/term-service">服务条款</a>的补充。</p>',
    },
    ar: {
      title: 'شروط الاستخدام',
      summary: 'قواعد استخدام تطبيق وموقع {brand}.',
      content:
        '<h3>الاستخدام المسموح به</h3><p>يمكنك استخدام {brand} لتداولاتك الخاصة وإدارة أصولك. لا يجوز استخدامها لغسل الأموال أو التلاعب بالأسواق أو الوصول إلى حسابات لا تخصك.</p>' +
        '<h3>الأوامر والتسوية</h3><ul><li>يصبح الأمر ملزماً بمجرد تأكيده على الشاشة.</li><li>الأسعار المعروضة استرشادية حتى يتم تنفيذ الأمر.</li><li>تتم تسوية أوامر العقود الثانية تلقائياً في نهاية مدتها.</li></ul>' +
        '<h3>التعليق</h3><p>قد نقوم بتجميد الحساب الذي يخالف هذه القواعد أو الذي يُلزمنا القانون بتجميده. يمكن لصاحب الحساب المجمد التواصل مع <a href="/service">خدمة العملاء</a>.</p>' +
        '<p>تُكمّل هذه الشروط <a href="/term-service">شروط الخدمة</a>.</p>',
    },
    de: {
      title: 'Nutzungsregeln',
      summary: 'Die Regeln für die Nutzung der App und der Website von {brand}.',
      content:
        '<h3>Zulässige Nutzung</h3><p>Sie dürfen {brand} für Ihren eigenen Handel und Ihre Vermögensverwaltung nutzen. Geldwäsche, Marktmanipulation und der Zugriff auf fremde Konten sind untersagt.</p>' +
        '<h3>Aufträge und Abwicklung</h3><ul><li>Ein Auftrag ist verbindlich, sobald er auf dem Bildschirm bestätigt wurde.</li><li>Angezeigte Kurse sind bis zur Ausführung unverbindlich.</li><li>Sekundenkontrakte werden am Ende ihrer Laufzeit automatisch abgerechnet.</li></ul>' +
        '<h3>Sperrung</h3><p>Wir können ein Konto sperren, das gegen diese Regeln verstößt oder das wir von Gesetzes wegen sperren müssen. Auch mit einem gesperrten Konto erreichen Sie den <a href="/service">Kundenservice</a>.</p>' +
        '<p>Diese Regeln ergänzen die <a href="/term-service">Nutzungsbedingungen</a>.</p>',
    },
  },
};

export const PRIVACY_POLICY: NoticeSeed = {
  key: 'PRIVACY_POLICY',
  hoursAgo: 24 * 150,
  text: {
    en: {
      title: 'Privacy Policy',
      summary: 'What {brand} collects, why, and the choices you have.',
      content:
        '<h3>What we collect</h3><ul><li>Account data: login name, e-mail address or phone number.</li><li>Identity documents, only when you complete verification.</li><li>Technical data: IP address, device type and language, to secure your account.</li></ul>' +
        '<h3>Why</h3><p>We use this data to run your account, to meet our legal duties and to protect you from fraud. <strong>We do not sell personal data.</strong></p>' +
        '<h3>How long</h3><p>We keep account data while your account is open and for the period the law requires afterwards.</p>' +
        '<h3>Your rights</h3><p>You can ask for a copy of your data, its correction or its deletion through <a href="/service">customer service</a>.</p>',
    },
    zh: {
      title: '隐私政策',
      summary: '{brand}收集哪些信息、为何收集，以及您的选择。',
      content:
        '<h3>我们收集的信息</h3><ul><li>账户信息：登录名、电子邮箱或手机号码。</li><li>身份证件，仅在您完成认证时收集。</li><li>技术信息：IP 地址、设备类型和语言，用于保护您的账户安全。</li></ul>' +
        '<h3>收集目的</h3><p>我们使用这些信息来运营您的账户、履行法律义务并防范欺诈。<strong>我们不会出售个人信息。</strong></p>' +
        '<h3>保存期限</h3><p>在您的账户存续期间以及此后法律要求的期限内，我们会保存账户信息。</p>' +
        '<h3>您的权利</h3><p>您可以通过<a href="/service">在线客服</a>申请获取、更正或删除您的个人信息。</p>',
    },
    ar: {
      title: 'سياسة الخصوصية',
      summary: 'ما الذي تجمعه {brand} ولماذا، والخيارات المتاحة لك.',
      content:
        '<h3>ما نجمعه</h3><ul><li>بيانات الحساب: اسم الدخول أو البريد الإلكتروني أو رقم الهاتف.</li><li>وثائق الهوية، فقط عند إكمال التحقق.</li><li>البيانات التقنية: عنوان IP ونوع الجهاز واللغة، لحماية حسابك.</li></ul>' +
        '<h3>لماذا</h3><p>نستخدم هذه البيانات لتشغيل حسابك والوفاء بالتزاماتنا القانونية وحمايتك من الاحتيال. <strong>نحن لا نبيع البيانات الشخصية.</strong></p>' +
        '<h3>مدة الاحتفاظ</h3><p>نحتفظ ببيانات الحساب طوال مدة فتح حسابك وللمدة التي يفرضها القانون بعد ذلك.</p>' +
        '<h3>حقوقك</h3><p>يمكنك طلب نسخة من بياناتك أو تصحيحها أو حذفها عبر <a href="/service">خدمة العملاء</a>.</p>',
    },
    de: {
      title: 'Datenschutzerklärung',
      summary: 'Welche Daten {brand} erhebt, warum, und welche Wahl Sie haben.',
      content:
        '<h3>Was wir erheben</h3><ul><li>Kontodaten: Anmeldename, E-Mail-Adresse oder Telefonnummer.</li><li>Ausweisdokumente, nur wenn Sie die Verifizierung abschließen.</li><li>Technische Daten: IP-Adresse, Gerätetyp und Sprache, um Ihr Konto zu schützen.</li></ul>' +
        '<h3>Warum</h3><p>Wir nutzen diese Daten, um Ihr Konto zu führen, gesetzliche Pflichten zu erfüllen und Sie vor Betrug zu schützen. <strong>Wir verkaufen keine personenbezogenen Daten.</strong></p>' +
        '<h3>Wie lange</h3><p>Wir speichern Kontodaten, solange Ihr Konto besteht, und danach so lange, wie es das Gesetz verlangt.</p>' +
        '<h3>Ihre Rechte</h3><p>Über den <a href="/service">Kundenservice</a> können Sie Auskunft, Berichtigung oder Löschung Ihrer Daten verlangen.</p>',
    },
  },
};
