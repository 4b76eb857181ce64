import type { NoticeSeed } from './types.js';

/** HELP_CENTER articles in two categories (modelKey): account and funds. */

const help = (modelKey: 'account' | 'funds', hoursAgo: number, text: NoticeSeed['text']): NoticeSeed => ({
  key: 'HELP_CENTER',
  modelKey,
  hoursAgo,
  text,
});

export const HELP_ARTICLES: NoticeSeed[] = [
  help('account', 24 * 40, {
    en: {
      title: 'How do I create an account?',
      summary: 'Sign up with a login name, an e-mail address or a phone number.',
      content:
        '<p>Open <a href="/sign-up">Sign up</a> and choose how you want to sign in later:</p>' +
        '<ul><li><strong>Account</strong>: a login name of 4 to 20 letters, digits or underscores.</li><li><strong>E-mail</strong>: we send a six-digit code to confirm the address.</li><li><strong>Mobile</strong>: we send the code by SMS.</li></ul>' +
        '<p>Choose a password of at least six characters. If a friend invited you, enter their invite code: it links your accounts for referral rewards.</p>',
    },
    zh: {
      title: '如何注册账户？',
      summary: '使用登录名、电子邮箱或手机号码注册。',
      content:
        '<p>打开<a href="/sign-up">注册</a>页面，选择您以后的登录方式：</p>' +
        '<ul><li><strong>账户</strong>：4 至 20 位字母、数字或下划线组成的登录名。</li><li><strong>邮箱</strong>：我们会发送六位验证码以确认邮箱。</li><li><strong>手机</strong>：我们通过短信发送验证码。</li></ul>' +
        '<p>请设置至少六位的密码。如果是朋友邀请您，请填写其邀请码，以便获得推荐奖励。</p>',
    },
    ar: {
      title: 'كيف أنشئ حساباً؟',
      summary: 'سجّل باستخدام اسم دخول أو بريد إلكتروني أو رقم هاتف.',
      content:
        '<p>افتح صفحة <a href="/sign-up">التسجيل</a> واختر طريقة تسجيل الدخول لاحقاً:</p>' +
        '<ul><li><strong>الحساب</strong>: اسم دخول من 4 إلى 20 حرفاً أو رقماً أو شرطة سفلية.</li><li><strong>البريد الإلكتروني</strong>: نرسل رمزاً من ستة أرقام لتأكيد العنوان.</li><li><strong>الهاتف</strong>: نرسل الرمز عبر رسالة قصيرة.</li></ul>' +
        '<p>اختر كلمة مرور من ستة أحرف على الأقل. إذا دعاك صديق، أدخل رمز الدعوة الخاص به لربط حسابيكما بمكافآت الإحالة.</p>',
    },
    tw: {
      title: '如何註冊帳戶？',
      summary: '使用登入名稱、電子郵件或手機號碼註冊。',
      content:
        '<p>開啟<a href="/sign-up">註冊</a>頁面，選擇您之後的登入方式：</p>' +
        '<ul><li><strong>帳戶</strong>：由 4 至 20 個字母、數字或底線組成的登入名稱。</li><li><strong>電子郵件</strong>：我們會寄送六位數驗證碼以確認信箱。</li><li><strong>手機</strong>：我們以簡訊寄送驗證碼。</li></ul>' +
        '<p>請設定至少六個字元的密碼。若是朋友邀請您，請填寫對方的邀請碼，以連結帳戶並獲得推薦獎勵。</p>',
    },
    ru: {
      title: 'Как создать аккаунт?',
      summary: 'Зарегистрируйтесь с логином, адресом e-mail или номером телефона.',
      content:
        '<p>Откройте <a href="/sign-up">Регистрацию</a> и выберите, как будете входить потом:</p>' +
        '<ul><li><strong>Аккаунт</strong>: логин из 4–20 букв, цифр или знаков подчёркивания.</li><li><strong>E-mail</strong>: мы отправим шестизначный код для подтверждения адреса.</li><li><strong>Телефон</strong>: мы отправим код в SMS.</li></ul>' +
        '<p>Придумайте пароль не короче шести символов. Если вас пригласил друг, введите его код приглашения: он свяжет ваши аккаунты для реферальных наград.</p>',
    },
    de: {
      title: 'Wie eröffne ich ein Konto?',
      summary: 'Registrieren Sie sich mit Anmeldename, E-Mail-Adresse oder Telefonnummer.',
      content:
        '<p>Öffnen Sie <a href="/sign-up">Registrieren</a> und wählen Sie, wie Sie sich später anmelden möchten:</p>' +
        '<ul><li><strong>Konto</strong>: ein Anmeldename aus 4 bis 20 Buchstaben, Ziffern oder Unterstrichen.</li><li><strong>E-Mail</strong>: Wir senden einen sechsstelligen Code zur Bestätigung.</li><li><strong>Mobil</strong>: Wir senden den Code per SMS.</li></ul>' +
        '<p>Wählen Sie ein Passwort mit mindestens sechs Zeichen. Wenn ein Freund Sie eingeladen hat, geben Sie seinen Einladungscode ein.</p>',
    },
  }),
  help('account', 24 * 35, {
    en: {
      title: 'I forgot my password',
      summary: 'Reset it with a code sent to your e-mail address.',
      content:
        '<p>On the sign-in screen tap <a href="/forgot-password">Forgot password</a>, enter the e-mail address of your account and request a code.</p>' +
        '<p>Enter the code and your new password twice. After a successful reset you return to the sign-in screen.</p>' +
        '<p><strong>Tip:</strong> codes are valid for five minutes. If yours has not arrived, check your spam folder before requesting a new one.</p>',
    },
    zh: {
      title: '忘记密码怎么办？',
      summary: '通过发送到邮箱的验证码重置密码。',
      content:
        '<p>在登录页点击<a href="/forgot-password">忘记密码</a>，输入账户绑定的邮箱并获取验证码。</p>' +
        '<p>输入验证码并两次输入新密码。重置成功后将返回登录页面。</p>' +
        '<p><strong>提示：</strong>验证码五分钟内有效。如未收到，请先检查垃圾邮件文件夹再重新获取。</p>',
    },
    ar: {
      title: 'نسيت كلمة المرور',
      summary: 'أعد تعيينها برمز يُرسل إلى بريدك الإلكتروني.',
      content:
        '<p>في شاشة تسجيل الدخول اضغط على <a href="/forgot-password">نسيت كلمة المرور</a>، وأدخل البريد الإلكتروني لحسابك واطلب رمزاً.</p>' +
        '<p>أدخل الرمز وكلمة المرور الجديدة مرتين. بعد نجاح إعادة التعيين ستعود إلى شاشة تسجيل الدخول.</p>' +
        '<p><strong>نصيحة:</strong> الرموز صالحة لمدة خمس دقائق. إذا لم يصلك الرمز، تحقق من مجلد البريد العشوائي قبل طلب رمز جديد.</p>',
    },
    tw: {
      title: '忘記密碼怎麼辦？',
      summary: '透過寄送到電子郵件的驗證碼重設密碼。',
      content:
        '<p>在登入頁點選<a href="/forgot-password">忘記密碼</a>，輸入帳戶綁定的電子郵件並取得驗證碼。</p>' +
        '<p>輸入驗證碼並兩次輸入新密碼。重設成功後將返回登入頁面。</p>' +
        '<p><strong>提示：</strong>驗證碼五分鐘內有效。若未收到，請先檢查垃圾郵件資料夾再重新取得。</p>',
    },
    ru: {
      title: 'Я забыл пароль',
      summary: 'Сбросьте его с помощью кода, который придёт на ваш e-mail.',
      content:
        '<p>На экране входа нажмите <a href="/forgot-password">Забыли пароль</a>, введите e-mail аккаунта и запросите код.</p>' +
        '<p>Введите код и дважды новый пароль. После успешного сброса вы вернётесь на экран входа.</p>' +
        '<p><strong>Совет:</strong> код действует пять минут. Если он не пришёл, проверьте папку «Спам», прежде чем запрашивать новый.</p>',
    },
    de: {
      title: 'Ich habe mein Passwort vergessen',
      summary: 'Setzen Sie es mit einem Code zurück, den wir an Ihre E-Mail-Adresse senden.',
      content:
        '<p>Tippen Sie auf dem Anmeldebildschirm auf <a href="/forgot-password">Passwort vergessen</a>, geben Sie die E-Mail-Adresse Ihres Kontos ein und fordern Sie einen Code an.</p>' +
        '<p>Geben Sie den Code und zweimal Ihr neues Passwort ein. Danach gelangen Sie zurück zur Anmeldung.</p>' +
        '<p><strong>Tipp:</strong> Codes sind fünf Minuten gültig. Prüfen Sie Ihren Spam-Ordner, bevor Sie einen neuen Code anfordern.</p>',
    },
  }),
  help('account', 24 * 30, {
    en: {
      title: 'How do I verify my identity?',
      summary: 'Primary and advanced verification unlock higher limits.',
      content:
        '<h3>Primary verification</h3><p>Enter your full name and the number of an identity document. It usually completes within minutes.</p>' +
        '<h3>Advanced verification</h3><p>Upload photos of the front and back of your document and a photo of yourself holding it. Our team reviews it within one business day.</p>' +
        '<ul><li>Use a valid, unexpired document.</li><li>Make sure all four corners are visible and the text is sharp.</li></ul>',
    },
    zh: {
      title: '如何进行身份认证？',
      summary: '完成初级和高级认证可提升限额。',
      content:
        '<h3>初级认证</h3><p>填写您的真实姓名和证件号码，通常几分钟内完成。</p>' +
        '<h3>高级认证</h3><p>上传证件正反面照片及手持证件照片，我们将在一个工作日内完成审核。</p>' +
        '<ul><li>请使用有效期内的证件。</li><li>确保证件四角完整、文字清晰。</li></ul>',
    },
    ar: {
      title: 'كيف أتحقق من هويتي؟',
      summary: 'التحقق الأساسي والمتقدم يرفعان حدودك.',
      content:
        '<h3>التحقق الأساسي</h3><p>أدخل اسمك الكامل ورقم وثيقة الهوية. يكتمل عادة خلال دقائق.</p>' +
        '<h3>التحقق المتقدم</h3><p>ارفع صوراً لوجه الوثيقة وظهرها وصورة لك وأنت تحملها. يراجعها فريقنا خلال يوم عمل واحد.</p>' +
        '<ul><li>استخدم وثيقة سارية غير منتهية الصلاحية.</li><li>تأكد من ظهور الزوايا الأربع ووضوح النص.</li></ul>',
    },
    tw: {
      title: '如何進行身分驗證？',
      summary: '完成初級及進階驗證可提高限額。',
      content:
        '<h3>初級驗證</h3><p>填寫您的真實姓名及證件號碼，通常幾分鐘內即可完成。</p>' +
        '<h3>進階驗證</h3><p>上傳證件正反面照片及手持證件照片，我們將於一個工作天內完成審核。</p>' +
        '<ul><li>請使用有效期限內的證件。</li><li>確保證件四角完整、文字清晰。</li></ul>',
    },
    ru: {
      title: 'Как подтвердить личность?',
      summary: 'Базовая и расширенная проверка повышают лимиты.',
      content:
        '<h3>Базовая проверка</h3><p>Укажите полное имя и номер документа, удостоверяющего личность. Обычно это занимает несколько минут.</p>' +
        '<h3>Расширенная проверка</h3><p>Загрузите фото лицевой и оборотной стороны документа и своё фото с документом в руках. Мы проверим их в течение одного рабочего дня.</p>' +
        '<ul><li>Используйте действующий документ.</li><li>Все четыре угла должны быть видны, а текст — чётким.</li></ul>',
    },
    de: {
      title: 'Wie verifiziere ich meine Identität?',
      summary: 'Die Basis- und die erweiterte Verifizierung schalten höhere Limits frei.',
      content:
        '<h3>Basis-Verifizierung</h3><p>Geben Sie Ihren vollständigen Namen und die Nummer eines Ausweisdokuments ein. Das dauert meist nur wenige Minuten.</p>' +
        '<h3>Erweiterte Verifizierung</h3><p>Laden Sie Fotos der Vorder- und Rückseite Ihres Dokuments sowie ein Foto von sich mit dem Dokument hoch. Wir prüfen innerhalb eines Werktags.</p>' +
        '<ul><li>Verwenden Sie ein gültiges Dokument.</li><li>Alle vier Ecken müssen sichtbar und der Text scharf sein.</li></ul>',
    },
  }),
  help('funds', 24 * 28, {
    en: {
      title: 'How do I deposit USDT?',
      summary: 'Choose the coin and network, then send to the address shown.',
      content:
        '<p>Go to <a href="/recharge">Deposit</a>, choose <strong>USDT</strong> and a network (TRC20, ERC20 or BEP20).</p>' +
        '<ul><li>Send only USDT on the network you chose: other coins or networks may be lost.</li><li>TRC20 deposits usually arrive within 5 minutes, ERC20 within 15.</li></ul>' +
        '<p>You can follow every deposit under <a href="/recharge-order">Deposit records</a>.</p>',
    },
    zh: {
      title: '如何充值 USDT？',
      summary: '选择币种和网络，然后转账到显示的地址。',
      content:
        '<p>进入<a href="/recharge">充值</a>页面，选择 <strong>USDT</strong> 和网络（TRC20、ERC20 或 BEP20）。</p>' +
        '<ul><li>请只在所选网络上转入 USDT，转入其他币种或网络可能导致资产丢失。</li><li>TRC20 充值通常 5 分钟内到账，ERC20 约 15 分钟。</li></ul>' +
        '<p>您可以在<a href="/recharge-order">充值记录</a>中查看每一笔充值。</p>',
    },
    ar: {
      title: 'كيف أودع USDT؟',
      summary: 'اختر العملة والشبكة ثم أرسل إلى العنوان المعروض.',
      content:
        '<p>انتقل إلى <a href="/recharge">الإيداع</a> واختر <strong>USDT</strong> وشبكة (TRC20 أو ERC20 أو BEP20).</p>' +
        '<ul><li>أرسل USDT فقط على الشبكة التي اخترتها: قد تضيع العملات أو الشبكات الأخرى.</li><li>تصل إيداعات TRC20 عادة خلال 5 دقائق، وERC20 خلال 15 دقيقة.</li></ul>' +
        '<p>يمكنك متابعة كل إيداع في <a href="/recharge-order">سجل الإيداعات</a>.</p>',
    },
    tw: {
      title: '如何充值 USDT？',
      summary: '選擇幣種與網路，然後轉帳到顯示的地址。',
      content:
        '<p>前往<a href="/recharge">充值</a>頁面，選擇 <strong>USDT</strong> 及網路（TRC20、ERC20 或 BEP20）。</p>' +
        '<ul><li>請只在所選網路上轉入 USDT，轉入其他幣種或網路可能導致資產遺失。</li><li>TRC20 充值通常 5 分鐘內入帳，ERC20 約 15 分鐘。</li></ul>' +
        '<p>您可以在<a href="/recharge-order">充值記錄</a>中查看每一筆充值。</p>',
    },
    ru: {
      title: 'Как пополнить счёт в USDT?',
      summary: 'Выберите монету и сеть, затем отправьте средства на указанный адрес.',
      content:
        '<p>Откройте <a href="/recharge">Пополнение</a>, выберите <strong>USDT</strong> и сеть (TRC20, ERC20 или BEP20).</p>' +
        '<ul><li>Отправляйте только USDT и только в выбранной сети: другие монеты или сети могут быть потеряны.</li><li>Пополнения через TRC20 обычно приходят за 5 минут, через ERC20 — за 15.</li></ul>' +
        '<p>Каждое пополнение можно отследить в <a href="/recharge-order">истории пополнений</a>.</p>',
    },
    de: {
      title: 'Wie zahle ich USDT ein?',
      summary: 'Wählen Sie Coin und Netzwerk und senden Sie an die angezeigte Adresse.',
      content:
        '<p>Öffnen Sie <a href="/recharge">Einzahlen</a>, wählen Sie <strong>USDT</strong> und ein Netzwerk (TRC20, ERC20 oder BEP20).</p>' +
        '<ul><li>Senden Sie nur USDT über das gewählte Netzwerk: andere Coins oder Netzwerke können verloren gehen.</li><li>TRC20-Einzahlungen kommen meist innerhalb von 5 Minuten an, ERC20 innerhalb von 15.</li></ul>' +
        '<p>Jede Einzahlung finden Sie unter <a href="/recharge-order">Einzahlungsverlauf</a>.</p>',
    },
  }),
  help('funds', 24 * 26, {
    en: {
      title: 'How long do withdrawals take?',
      summary: 'Most withdrawals are reviewed and sent within 30 minutes.',
      content:
        '<p>Every withdrawal is reviewed before it is sent. Most are approved within <strong>30 minutes</strong>; large amounts can take up to 24 hours.</p>' +
        '<h3>Before you withdraw</h3><ul><li>Set a fund password under <a href="/fund-password">Fund password</a>.</li><li>Check the address and network twice: a transfer on the blockchain cannot be reversed.</li></ul>' +
        '<p>The network fee is shown before you confirm.</p>',
    },
    zh: {
      title: '提现需要多长时间？',
      summary: '大多数提现在 30 分钟内完成审核并发出。',
      content:
        '<p>每笔提现在发出前都会经过审核。大多数在 <strong>30 分钟</strong>内完成，大额提现最长可能需要 24 小时。</p>' +
        '<h3>提现前</h3><ul><li>请先在<a href="/fund-password">资金密码</a>中设置资金密码。</li><li>请仔细核对地址和网络：区块链转账无法撤回。</li></ul>' +
        '<p>确认前会显示网络手续费。</p>',
    },
    ar: {
      title: 'كم يستغرق السحب؟',
      summary: 'تتم مراجعة معظم عمليات السحب وإرسالها خلال 30 دقيقة.',
      content:
        '<p>تتم مراجعة كل عملية سحب قبل إرسالها. تتم الموافقة على معظمها خلال <strong>30 دقيقة</strong>؛ وقد تستغرق المبالغ الكبيرة حتى 24 ساعة.</p>' +
        '<h3>قبل السحب</h3><ul><li>عيّن كلمة مرور الأموال من <a href="/fund-password">كلمة مرور الأموال</a>.</li><li>تحقق من العنوان والشبكة مرتين: لا يمكن عكس التحويل على البلوكتشين.</li></ul>' +
        '<p>تظهر رسوم الشبكة قبل التأكيد.</p>',
    },
    tw: {
      title: '提現需要多久？',
      summary: '大多數提現在 30 分鐘內完成審核並送出。',
      content:
        '<p>每筆提現在送出前都會經過審核。大多數在 <strong>30 分鐘</strong>內核准，大額提現最長可能需要 24 小時。</p>' +
        '<h3>提現前</h3><ul><li>請先在<a href="/fund-password">資金密碼</a>中設定資金密碼。</li><li>請再次核對地址與網路：區塊鏈轉帳無法撤回。</li></ul>' +
        '<p>確認前會顯示網路手續費。</p>',
    },
    ru: {
      title: 'Сколько длится вывод?',
      summary: 'Большинство выводов проверяются и отправляются за 30 минут.',
      content:
        '<p>Каждый вывод проверяется перед отправкой. Большинство одобряются за <strong>30 минут</strong>; крупные суммы — до 24 часов.</p>' +
        '<h3>Перед выводом</h3><ul><li>Задайте пароль в разделе <a href="/fund-password">Пароль для средств</a>.</li><li>Дважды проверьте адрес и сеть: перевод в блокчейне нельзя отменить.</li></ul>' +
        '<p>Сетевая комиссия показывается до подтверждения.</p>',
    },
    de: {
      title: 'Wie lange dauern Auszahlungen?',
      summary: 'Die meisten Auszahlungen werden innerhalb von 30 Minuten geprüft und versendet.',
      content:
        '<p>Jede Auszahlung wird vor dem Versand geprüft. Die meisten werden innerhalb von <strong>30 Minuten</strong> freigegeben; große Beträge können bis zu 24 Stunden dauern.</p>' +
        '<h3>Vor der Auszahlung</h3><ul><li>Legen Sie unter <a href="/fund-password">Fondspasswort</a> ein Passwort fest.</li><li>Prüfen Sie Adresse und Netzwerk doppelt: Eine Blockchain-Überweisung lässt sich nicht rückgängig machen.</li></ul>' +
        '<p>Die Netzwerkgebühr wird vor der Bestätigung angezeigt.</p>',
    },
  }),
  help('funds', 24 * 20, {
    en: {
      title: 'Why is part of my balance frozen?',
      summary: 'Funds in open orders, pending withdrawals and pledges are frozen.',
      content:
        '<p>The <strong>frozen</strong> amount of a coin is money you own but cannot use right now:</p>' +
        '<ul><li>margin and amounts held by open orders;</li><li>withdrawals waiting for review;</li><li>assets pledged for a loan.</li></ul>' +
        '<p>It returns to your available balance when the order is filled or cancelled, the withdrawal is rejected, or the loan is repaid. See <a href="/assets">Assets</a>.</p>',
    },
    zh: {
      title: '为什么我的部分余额被冻结？',
      summary: '挂单、待审核提现和质押中的资金会被冻结。',
      content:
        '<p>币种的<strong>冻结</strong>金额是属于您但暂时无法使用的资金：</p>' +
        '<ul><li>未成交订单占用的保证金和金额；</li><li>等待审核的提现；</li><li>为借贷质押的资产。</li></ul>' +
        '<p>当订单成交或撤销、提现被驳回或借款还清后，资金将返回可用余额。请查看<a href="/assets">资产</a>。</p>',
    },
    ar: {
      title: 'لماذا جزء من رصيدي مجمّد؟',
      summary: 'تُجمَّد الأموال في الأوامر المفتوحة والسحوبات المعلقة والرهون.',
      content:
        '<p>المبلغ <strong>المجمّد</strong> من عملة ما هو مال تملكه لكن لا يمكنك استخدامه الآن:</p>' +
        '<ul><li>الهامش والمبالغ المحجوزة في الأوامر المفتوحة؛</li><li>عمليات السحب التي تنتظر المراجعة؛</li><li>الأصول المرهونة مقابل قرض.</li></ul>' +
        '<p>يعود المبلغ إلى رصيدك المتاح عند تنفيذ الأمر أو إلغائه، أو رفض السحب، أو سداد القرض. راجع <a href="/assets">الأصول</a>.</p>',
    },
    tw: {
      title: '為什麼我的部分餘額被凍結？',
      summary: '掛單、待審核提現及質押中的資金會被凍結。',
      content:
        '<p>幣種的<strong>凍結</strong>金額是屬於您但暫時無法使用的資金：</p>' +
        '<ul><li>未成交訂單占用的保證金和金額；</li><li>等待審核的提現；</li><li>為借貸質押的資產。</li></ul>' +
        '<p>當訂單成交或撤銷、提現被駁回或借款還清後，資金將返回可用餘額。請查看<a href="/assets">資產</a>。</p>',
    },
    ru: {
      title: 'Почему часть баланса заморожена?',
      summary: 'Замораживаются средства в открытых ордерах, выводах на проверке и залогах.',
      content:
        '<p><strong>Замороженная</strong> сумма монеты — это ваши деньги, которыми сейчас нельзя воспользоваться:</p>' +
        '<ul><li>маржа и суммы, занятые открытыми ордерами;</li><li>выводы, ожидающие проверки;</li><li>активы в залоге по кредиту.</li></ul>' +
        '<p>Они вернутся в доступный баланс, когда ордер исполнится или будет отменён, вывод отклонят или кредит будет погашен. См. <a href="/assets">Активы</a>.</p>',
    },
    de: {
      title: 'Warum ist ein Teil meines Guthabens eingefroren?',
      summary: 'Mittel in offenen Aufträgen, ausstehenden Auszahlungen und Pfändern sind eingefroren.',
      content:
        '<p>Der <strong>eingefrorene</strong> Betrag eines Coins gehört Ihnen, ist aber gerade nicht verfügbar:</p>' +
        '<ul><li>Margin und Beträge in offenen Aufträgen;</li><li>Auszahlungen, die auf Prüfung warten;</li><li>für einen Kredit verpfändete Vermögenswerte.</li></ul>' +
        '<p>Er wird wieder verfügbar, wenn der Auftrag ausgeführt oder storniert, die Auszahlung abgelehnt oder der Kredit getilgt wird. Siehe <a href="/assets">Vermögen</a>.</p>',
    },
  }),
];
