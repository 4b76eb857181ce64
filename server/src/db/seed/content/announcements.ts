import { bannerUrl } from '../../../static/urls.js';
import type { NoticeSeed } from './types.js';

/** NOTICE (the announcement list) and BROADCAST (the scrolling one-liners on the home screen). */

export const NOTICES: NoticeSeed[] = [
  {
    key: 'NOTICE',
    hoursAgo: 6,
    imgUrl: bannerUrl('atrium-safety'),
    text: {
      en: {
        title: 'Security reminder: we never ask for token approvals',
        summary: 'Staff will never ask for your password, codes or a wallet approval.',
        content:
          '<p>Scams that pretend to be exchange staff are on the rise. Please remember:</p>' +
          '<ul><li>{brand} staff will <strong>never</strong> ask for your password, your e-mail or SMS codes.</li><li>Signing in with a wallet only asks you to sign a message. <strong>Any request to approve a token allowance is not from us.</strong></li><li>Only use links that start from the app itself.</li></ul>' +
          '<p>If something looks wrong, stop and contact <a href="/service">customer service</a>.</p>',
      },
      zh: {
        title: '安全提醒：我们绝不会要求代币授权',
        summary: '工作人员绝不会索要您的密码、验证码或钱包授权。',
        content:
          '<p>冒充交易所工作人员的诈骗日益增多，请牢记：</p>' +
          '<ul><li>{brand}工作人员<strong>绝不会</strong>索要您的密码、邮箱或短信验证码。</li><li>钱包登录只需要您签名一条消息。<strong>任何要求授权代币额度的请求都不是来自我们。</strong></li><li>请只使用从应用内打开的链接。</li></ul>' +
          '<p>如发现异常，请立即停止操作并联系<a href="/service">在线客服</a>。</p>',
      },
      ar: {
        title: 'تذكير أمني: لن نطلب أبداً الموافقة على صلاحيات الرموز',
        summary: 'لن يطلب منك موظفونا كلمة المرور أو الرموز أو موافقة المحفظة.',
        content:
          '<p>تتزايد عمليات الاحتيال التي ينتحل فيها أشخاص صفة موظفي المنصة. يرجى التذكر:</p>' +
          '<ul><li>موظفو {brand} <strong>لن</strong> يطلبوا أبداً كلمة المرور أو رموز البريد الإلكتروني أو الرسائل القصيرة.</li><li>تسجيل الدخول بالمحفظة يطلب منك توقيع رسالة فقط. <strong>أي طلب للموافقة على صلاحية إنفاق الرموز ليس منا.</strong></li><li>استخدم فقط الروابط التي تفتح من داخل التطبيق.</li></ul>' +
          '<p>إذا بدا لك شيء غير طبيعي، توقف وتواصل مع <a href="/service">خدمة العملاء</a>.</p>',
      },
      tw: {
        title: '安全提醒：我們絕不會要求代幣授權',
        summary: '工作人員絕不會索取您的密碼、驗證碼或錢包授權。',
        content:
          '<p>冒充交易所工作人員的詐騙日益增多，請牢記：</p>' +
          '<ul><li>{brand}工作人員<strong>絕不會</strong>索取您的密碼、電子郵件或簡訊驗證碼。</li><li>錢包登入只需要您簽署一則訊息。<strong>任何要求授權代幣額度的請求都不是來自我們。</strong></li><li>請只使用從應用程式內開啟的連結。</li></ul>' +
          '<p>如發現異常，請立即停止操作並聯絡<a href="/service">客服中心</a>。</p>',
      },
      ru: {
        title: 'Напоминание о безопасности: мы никогда не просим одобрить токены',
        summary: 'Сотрудники никогда не спросят ваш пароль, коды или одобрение в кошельке.',
        content:
          '<p>Мошенников, выдающих себя за сотрудников биржи, становится больше. Помните:</p>' +
          '<ul><li>Сотрудники {brand} <strong>никогда</strong> не спрашивают ваш пароль и коды из e-mail или SMS.</li><li>Вход через кошелёк лишь просит подписать сообщение. <strong>Любой запрос на одобрение расхода токенов исходит не от нас.</strong></li><li>Переходите только по ссылкам, открытым из самого приложения.</li></ul>' +
          '<p>Если что-то выглядит подозрительно, остановитесь и обратитесь в <a href="/service">службу поддержки</a>.</p>',
      },
      de: {
        title: 'Sicherheitshinweis: Wir verlangen nie Token-Freigaben',
        summary: 'Unsere Mitarbeiter fragen nie nach Passwort, Codes oder Wallet-Freigaben.',
        content:
          '<p>Betrugsversuche, bei denen sich Täter als Börsenmitarbeiter ausgeben, nehmen zu. Bitte beachten Sie:</p>' +
          '<ul><li>Mitarbeiter von {brand} fragen Sie <strong>niemals</strong> nach Ihrem Passwort oder Ihren E-Mail- bzw. SMS-Codes.</li><li>Bei der Wallet-Anmeldung signieren Sie nur eine Nachricht. <strong>Jede Aufforderung, ein Token-Limit freizugeben, stammt nicht von uns.</strong></li><li>Nutzen Sie nur Links, die Sie aus der App heraus öffnen.</li></ul>' +
          '<p>Wenn Ihnen etwas seltsam vorkommt, brechen Sie ab und wenden Sie sich an den <a href="/service">Kundenservice</a>.</p>',
      },
    },
  },
  {
    key: 'NOTICE',
    hoursAgo: 30,
    text: {
      en: {
        title: 'New listing: TON/USDT and gold in second contracts',
        summary: 'TON/USDT spot trading and XAU/USD second contracts are now open.',
        content:
          '<p>We are pleased to announce two additions to {brand}:</p>' +
          '<ul><li><strong>TON/USDT</strong> is open for spot trading and second contracts.</li><li><strong>XAU/USD</strong> (gold) and <strong>XAG/USD</strong> (silver) are available in second contracts, priced from the MT5 market.</li></ul>' +
          '<p>Find them under <a href="/quote">Markets</a>. As always, trade only what you can afford to lose.</p>',
      },
      zh: {
        title: '新币上线：TON/USDT 及黄金秒合约',
        summary: 'TON/USDT 现货交易及 XAU/USD 秒合约现已开放。',
        content:
          '<p>我们很高兴地宣布{brand}新增以下交易品种：</p>' +
          '<ul><li><strong>TON/USDT</strong> 开放现货交易和秒合约。</li><li><strong>XAU/USD</strong>（黄金）和 <strong>XAG/USD</strong>（白银）秒合约上线，价格来自 MT5 市场。</li></ul>' +
          '<p>请在<a href="/quote">行情</a>页面查看。请仅投入您能承受损失的资金。</p>',
      },
      ar: {
        title: 'إدراج جديد: TON/USDT والذهب في العقود الثانية',
        summary: 'أصبح التداول الفوري على TON/USDT والعقود الثانية على XAU/USD متاحاً الآن.',
        content:
          '<p>يسعدنا الإعلان عن إضافتين جديدتين إلى {brand}:</p>' +
          '<ul><li><strong>TON/USDT</strong> متاح للتداول الفوري والعقود الثانية.</li><li><strong>XAU/USD</strong> (الذهب) و<strong>XAG/USD</strong> (الفضة) متاحان في العقود الثانية بأسعار من سوق MT5.</li></ul>' +
          '<p>تجدها في صفحة <a href="/quote">الأسواق</a>. وكما هو الحال دائماً، لا تتداول إلا بما يمكنك تحمل خسارته.</p>',
      },
      tw: {
        title: '新幣上線：TON/USDT 及黃金秒合約',
        summary: 'TON/USDT 現貨交易及 XAU/USD 秒合約現已開放。',
        content:
          '<p>我們很高興宣布{brand}新增以下交易品種：</p>' +
          '<ul><li><strong>TON/USDT</strong> 開放現貨交易及秒合約。</li><li><strong>XAU/USD</strong>（黃金）與 <strong>XAG/USD</strong>（白銀）秒合約上線，價格來自 MT5 市場。</li></ul>' +
          '<p>請至<a href="/quote">行情</a>頁面查看。請僅投入您能承受損失的資金。</p>',
      },
      ru: {
        title: 'Новый листинг: TON/USDT и золото в секундных контрактах',
        summary: 'Открыты спотовая торговля TON/USDT и секундные контракты на XAU/USD.',
        content:
          '<p>Рады сообщить о двух новинках на {brand}:</p>' +
          '<ul><li><strong>TON/USDT</strong> доступен для спотовой торговли и секундных контрактов.</li><li><strong>XAU/USD</strong> (золото) и <strong>XAG/USD</strong> (серебро) доступны в секундных контрактах по ценам рынка MT5.</li></ul>' +
          '<p>Они в разделе <a href="/quote">Рынки</a>. Как всегда, торгуйте только теми средствами, потерю которых можете себе позволить.</p>',
      },
      de: {
        title: 'Neu gelistet: TON/USDT und Gold in Sekundenkontrakten',
        summary: 'Spothandel mit TON/USDT und Sekundenkontrakte auf XAU/USD sind jetzt möglich.',
        content:
          '<p>Wir freuen uns, zwei Neuerungen bei {brand} anzukündigen:</p>' +
          '<ul><li><strong>TON/USDT</strong> ist für den Spothandel und für Sekundenkontrakte freigeschaltet.</li><li><strong>XAU/USD</strong> (Gold) und <strong>XAG/USD</strong> (Silber) gibt es als Sekundenkontrakte, mit Kursen aus dem MT5-Markt.</li></ul>' +
          '<p>Sie finden sie unter <a href="/quote">Märkte</a>. Handeln Sie wie immer nur mit Geld, dessen Verlust Sie verkraften können.</p>',
      },
    },
  },
  {
    key: 'NOTICE',
    hoursAgo: 72,
    text: {
      en: {
        title: 'Scheduled maintenance on Sunday, 02:00–03:00 UTC',
        summary: 'Deposits and withdrawals pause for one hour; trading continues.',
        content:
          '<p>To upgrade our wallet infrastructure, {brand} will perform scheduled maintenance on <strong>Sunday from 02:00 to 03:00 UTC</strong>.</p>' +
          '<h3>During the maintenance</h3><ul><li>Deposits and withdrawals are paused. Deposits sent during the window are credited afterwards.</li><li>Spot and contract trading continue as usual.</li></ul>' +
          '<p>We apologise for any inconvenience and thank you for your patience.</p>',
      },
      zh: {
        title: '周日 02:00–03:00（UTC）系统维护通知',
        summary: '充值和提现暂停一小时，交易不受影响。',
        content:
          '<p>为升级钱包基础设施，{brand}将于<strong>周日 02:00 至 03:00（UTC）</strong>进行系统维护。</p>' +
          '<h3>维护期间</h3><ul><li>充值和提现暂停。维护期间发起的充值将在维护结束后入账。</li><li>现货和合约交易照常进行。</li></ul>' +
          '<p>给您带来的不便，敬请谅解，感谢您的耐心等待。</p>',
      },
      ar: {
        title: 'صيانة مجدولة يوم الأحد من 02:00 إلى 03:00 بالتوقيت العالمي',
        summary: 'تتوقف الإيداعات والسحوبات لمدة ساعة؛ ويستمر التداول.',
        content:
          '<p>لتحديث البنية التحتية للمحافظ، ستجري {brand} صيانة مجدولة <strong>يوم الأحد من الساعة 02:00 إلى 03:00 بالتوقيت العالمي</strong>.</p>' +
          '<h3>أثناء الصيانة</h3><ul><li>تتوقف الإيداعات والسحوبات مؤقتاً. تُضاف الإيداعات المرسلة خلال هذه الفترة بعد انتهائها.</li><li>يستمر التداول الفوري وتداول العقود كالمعتاد.</li></ul>' +
          '<p>نعتذر عن أي إزعاج ونشكركم على صبركم.</p>',
      },
      tw: {
        title: '週日 02:00–03:00（UTC）系統維護公告',
        summary: '充值及提現暫停一小時，交易不受影響。',
        content:
          '<p>為升級錢包基礎設施，{brand}將於<strong>週日 02:00 至 03:00（UTC）</strong>進行系統維護。</p>' +
          '<h3>維護期間</h3><ul><li>充值及提現暫停。維護期間發起的充值將於維護結束後入帳。</li><li>現貨及合約交易照常進行。</li></ul>' +
          '<p>造成不便，敬請見諒，感謝您的耐心等候。</p>',
      },
      ru: {
        title: 'Плановые работы в воскресенье, 02:00–03:00 UTC',
        summary: 'Пополнения и выводы приостановятся на час; торговля продолжится.',
        content:
          '<p>Чтобы обновить инфраструктуру кошельков, {brand} проведёт плановые работы <strong>в воскресенье с 02:00 до 03:00 UTC</strong>.</p>' +
          '<h3>Во время работ</h3><ul><li>Пополнения и выводы приостановлены. Пополнения, отправленные в это время, будут зачислены после работ.</li><li>Спотовая торговля и торговля контрактами идут как обычно.</li></ul>' +
          '<p>Приносим извинения за неудобства и благодарим за терпение.</p>',
      },
      de: {
        title: 'Geplante Wartung am Sonntag, 02:00–03:00 UTC',
        summary: 'Ein- und Auszahlungen pausieren eine Stunde; der Handel läuft weiter.',
        content:
          '<p>Zur Aktualisierung unserer Wallet-Infrastruktur führt {brand} am <strong>Sonntag von 02:00 bis 03:00 UTC</strong> eine geplante Wartung durch.</p>' +
          '<h3>Während der Wartung</h3><ul><li>Ein- und Auszahlungen sind pausiert. Einzahlungen aus diesem Zeitraum werden danach gutgeschrieben.</li><li>Spot- und Kontrakthandel laufen normal weiter.</li></ul>' +
          '<p>Wir bitten um Ihr Verständnis und danken Ihnen für Ihre Geduld.</p>',
      },
    },
  },
  {
    key: 'NOTICE',
    hoursAgo: 24 * 9,
    text: {
      en: {
        title: 'Lower fees for VIP levels 2 to 5',
        summary: 'From the first of next month, trading fees fall by up to 40 %.',
        content:
          '<p>From the first day of next month, {brand} lowers trading fees for higher VIP levels:</p>' +
          '<ul><li>VIP2: 10 % off spot and contract fees.</li><li>VIP3: 20 % off.</li><li>VIP4: 30 % off.</li><li>VIP5: <strong>40 % off</strong> and a dedicated account manager.</li></ul>' +
          '<p>Your level is calculated daily from your total assets. Read the <a href="/vip-rule">VIP rules</a> for details.</p>',
      },
      zh: {
        title: 'VIP2 至 VIP5 手续费下调',
        summary: '自下月一日起，交易手续费最高下调 40%。',
        content:
          '<p>自下月一日起，{brand}将下调较高 VIP 等级的交易手续费：</p>' +
          '<ul><li>VIP2：现货和合约手续费九折。</li><li>VIP3：八折。</li><li>VIP4：七折。</li><li>VIP5：<strong>六折</strong>，并配备专属客户经理。</li></ul>' +
          '<p>您的等级每天根据总资产计算。详情请阅读<a href="/vip-rule">VIP 规则</a>。</p>',
      },
      ar: {
        title: 'رسوم أقل لمستويات VIP من 2 إلى 5',
        summary: 'اعتباراً من أول الشهر القادم تنخفض رسوم التداول بنسبة تصل إلى 40٪.',
        content:
          '<p>اعتباراً من اليوم الأول من الشهر القادم، تخفض {brand} رسوم التداول لمستويات VIP الأعلى:</p>' +
          '<ul><li>VIP2: خصم 10٪ على رسوم التداول الفوري والعقود.</li><li>VIP3: خصم 20٪.</li><li>VIP4: خصم 30٪.</li><li>VIP5: <strong>خصم 40٪</strong> ومدير حساب مخصص.</li></ul>' +
          '<p>يُحسب مستواك يومياً بناءً على إجمالي أصولك. اقرأ <a href="/vip-rule">قواعد VIP</a> لمزيد من التفاصيل.</p>',
      },
      tw: {
        title: 'VIP2 至 VIP5 手續費調降',
        summary: '自下月一日起，交易手續費最高調降 40%。',
        content:
          '<p>自下月一日起，{brand}將調降較高 VIP 等級的交易手續費：</p>' +
          '<ul><li>VIP2：現貨及合約手續費九折。</li><li>VIP3：八折。</li><li>VIP4：七折。</li><li>VIP5：<strong>六折</strong>，並配有專屬客戶經理。</li></ul>' +
          '<p>您的等級每天依總資產計算。詳情請閱讀<a href="/vip-rule">VIP 規則</a>。</p>',
      },
      ru: {
        title: 'Ниже комиссии для уровней VIP2–VIP5',
        summary: 'С первого числа следующего месяца торговые комиссии снизятся на величину до 40 %.',
        content:
          '<p>С первого числа следующего месяца {brand} снижает торговые комиссии для высоких уровней VIP:</p>' +
          '<ul><li>VIP2: скидка 10 % на комиссии спота и контрактов.</li><li>VIP3: скидка 20 %.</li><li>VIP4: скидка 30 %.</li><li>VIP5: <strong>скидка 40 %</strong> и персональный менеджер.</li></ul>' +
          '<p>Уровень рассчитывается ежедневно по сумме ваших активов. Подробнее — в <a href="/vip-rule">правилах VIP</a>.</p>',
      },
      de: {
        title: 'Niedrigere Gebühren für VIP-Stufen 2 bis 5',
        summary: 'Ab dem Ersten des nächsten Monats sinken die Handelsgebühren um bis zu 40 %.',
        content:
          '<p>Ab dem ersten Tag des nächsten Monats senkt {brand} die Handelsgebühren für höhere VIP-Stufen:</p>' +
          '<ul><li>VIP2: 10 % Rabatt auf Spot- und Kontraktgebühren.</li><li>VIP3: 20 % Rabatt.</li><li>VIP4: 30 % Rabatt.</li><li>VIP5: <strong>40 % Rabatt</strong> und ein persönlicher Kundenbetreuer.</li></ul>' +
          '<p>Ihre Stufe wird täglich aus Ihrem Gesamtvermögen berechnet. Details finden Sie in den <a href="/vip-rule">VIP-Regeln</a>.</p>',
      },
    },
  },
];

export const BROADCASTS: NoticeSeed[] = [
  {
    key: 'BROADCAST',
    hoursAgo: 2,
    text: {
      en: {
        title: 'TRC20 deposits are back to normal',
        summary: 'Deposits on the TRC20 network are credited again within minutes.',
        content: '<p>Deposits on the <strong>TRC20</strong> network are credited again within minutes. Thank you for your patience.</p>',
      },
      zh: {
        title: 'TRC20 充值已恢复正常',
        summary: 'TRC20 网络充值已恢复，几分钟内即可到账。',
        content: '<p><strong>TRC20</strong> 网络充值已恢复，几分钟内即可到账。感谢您的耐心等待。</p>',
      },
      ar: {
        title: 'عادت إيداعات TRC20 إلى وضعها الطبيعي',
        summary: 'تُضاف الإيداعات على شبكة TRC20 مجدداً خلال دقائق.',
        content: '<p>تُضاف الإيداعات على شبكة <strong>TRC20</strong> مجدداً خلال دقائق. شكراً لصبركم.</p>',
      },
      tw: {
        title: 'TRC20 充值已恢復正常',
        summary: 'TRC20 網路充值已恢復，幾分鐘內即可入帳。',
        content: '<p><strong>TRC20</strong> 網路充值已恢復，幾分鐘內即可入帳。感謝您的耐心等候。</p>',
      },
      ru: {
        title: 'Пополнения через TRC20 снова работают',
        summary: 'Пополнения в сети TRC20 снова зачисляются за несколько минут.',
        content: '<p>Пополнения в сети <strong>TRC20</strong> снова зачисляются за несколько минут. Спасибо за терпение.</p>',
      },
      de: {
        title: 'TRC20-Einzahlungen laufen wieder normal',
        summary: 'Einzahlungen über TRC20 werden wieder innerhalb von Minuten gutgeschrieben.',
        content: '<p>Einzahlungen über das <strong>TRC20</strong>-Netzwerk werden wieder innerhalb von Minuten gutgeschrieben. Danke für Ihre Geduld.</p>',
      },
    },
  },
  {
    key: 'BROADCAST',
    hoursAgo: 20,
    text: {
      en: {
        title: 'Gold and silver now trade in second contracts',
        summary: 'XAU/USD and XAG/USD are open around the clock on weekdays.',
        content: '<p><strong>XAU/USD</strong> and <strong>XAG/USD</strong> are now open in second contracts. See <a href="/quote">Markets</a>.</p>',
      },
      zh: {
        title: '黄金和白银秒合约现已上线',
        summary: 'XAU/USD 和 XAG/USD 工作日全天开放。',
        content: '<p><strong>XAU/USD</strong> 和 <strong>XAG/USD</strong> 秒合约现已上线。请前往<a href="/quote">行情</a>查看。</p>',
      },
      ar: {
        title: 'الذهب والفضة متاحان الآن في العقود الثانية',
        summary: 'XAU/USD وXAG/USD متاحان على مدار الساعة في أيام العمل.',
        content: '<p>أصبح <strong>XAU/USD</strong> و<strong>XAG/USD</strong> متاحين الآن في العقود الثانية. راجع <a href="/quote">الأسواق</a>.</p>',
      },
      tw: {
        title: '黃金與白銀秒合約現已上線',
        summary: 'XAU/USD 與 XAG/USD 工作日全天開放。',
        content: '<p><strong>XAU/USD</strong> 與 <strong>XAG/USD</strong> 秒合約現已上線。請前往<a href="/quote">行情</a>查看。</p>',
      },
      ru: {
        title: 'Золото и серебро теперь в секундных контрактах',
        summary: 'XAU/USD и XAG/USD доступны круглосуточно по будним дням.',
        content: '<p><strong>XAU/USD</strong> и <strong>XAG/USD</strong> теперь доступны в секундных контрактах. Смотрите <a href="/quote">Рынки</a>.</p>',
      },
      de: {
        title: 'Gold und Silber jetzt als Sekundenkontrakte',
        summary: 'XAU/USD und XAG/USD sind werktags rund um die Uhr handelbar.',
        content: '<p><strong>XAU/USD</strong> und <strong>XAG/USD</strong> sind jetzt als Sekundenkontrakte verfügbar. Siehe <a href="/quote">Märkte</a>.</p>',
      },
    },
  },
];
