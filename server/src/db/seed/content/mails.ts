import type { Locale } from '../../../i18n.js';

/**
 * The mails of the seeded `demo` account in each tenant. `{brand}` is replaced by the tenant's
 * display name. The newest is a type-1 announcement, so a fresh sign-in shows the announcement
 * popup (spec §4); the older type-0 mail is only listed. Server HTML: headings, paragraphs and
 * links, never script (the front end sanitises anyway, rule 9).
 */
/** A mail's words in one language. */
export interface MailText {
  title: string;
  content: string;
}

export interface MailSeed {
  /** English, the original every other language falls back to, and the mail in other languages. */
  text: { en: MailText } & Partial<Record<Locale, MailText>>;
  /** 1: the server tracks its read state (updateMail). */
  type: number;
  /** How long before the seed time it was sent: orders the list (newest first). */
  hoursAgo: number;
}

export const DEMO_MAILS: MailSeed[] = [
  {
    text: {
      en: {
        title: 'New markets on {brand}',
        content:
          '<h3>Gold and silver are live</h3>' +
          '<p>You can now follow and trade precious metals on <strong>{brand}</strong>, around the clock.</p>' +
          '<p>Open <a href="/quote">Markets</a> to see them.</p>',
      },
      zh: {
        title: '{brand} 上线新市场',
        content: '<h3>黄金和白银现已上线</h3><p>您现在可以在 <strong>{brand}</strong> 全天候关注和交易贵金属。</p><p>打开<a href="/quote">行情</a>即可查看。</p>',
      },
      tw: {
        title: '{brand} 上線新市場',
        content: '<h3>黃金與白銀現已上線</h3><p>您現在可以在 <strong>{brand}</strong> 全天候關注及交易貴金屬。</p><p>開啟<a href="/quote">行情</a>即可查看。</p>',
      },
      ru: {
        title: 'Новые рынки на {brand}',
        content:
          '<h3>Золото и серебро уже в продаже</h3>' +
          '<p>Теперь на <strong>{brand}</strong> можно круглосуточно следить за драгоценными металлами и торговать ими.</p>' +
          '<p>Откройте <a href="/quote">Рынки</a>, чтобы их увидеть.</p>',
      },
      ar: {
        title: 'أسواق جديدة على {brand}',
        content:
          '<h3>الذهب والفضة متاحان الآن</h3>' +
          '<p>يمكنك الآن متابعة المعادن الثمينة وتداولها على <strong>{brand}</strong> على مدار الساعة.</p>' +
          '<p>افتح <a href="/quote">الأسواق</a> لتراها.</p>',
      },
      de: {
        title: 'Neue Märkte bei {brand}',
        content:
          '<h3>Gold und Silber sind da</h3>' +
          '<p>Sie können Edelmetalle bei <strong>{brand}</strong> jetzt rund um die Uhr verfolgen und handeln.</p>' +
          '<p>Öffnen Sie <a href="/quote">Märkte</a>, um sie zu sehen.</p>',
      },
    },
    type: 1,
    hoursAgo: 1,
  },
  {
    text: {
      en: {
        title: 'Welcome to {brand}',
        content:
          '<h3>Your account is ready</h3>' +
          '<p>Secure it with a fund password and identity verification before your first deposit.</p>' +
          '<p>Questions? Our <a href="/service">customer service</a> is there day and night.</p>',
      },
      zh: {
        title: '欢迎来到 {brand}',
        content: '<h3>您的账户已就绪</h3><p>首次充值前，请设置资金密码并完成身份认证，保护账户安全。</p><p>有疑问？<a href="/service">在线客服</a>全天候为您服务。</p>',
      },
      tw: {
        title: '歡迎來到 {brand}',
        content: '<h3>您的帳戶已準備就緒</h3><p>首次充值前，請設定資金密碼並完成身分驗證，保護帳戶安全。</p><p>有疑問？<a href="/service">客服中心</a>全天候為您服務。</p>',
      },
      ru: {
        title: 'Добро пожаловать в {brand}',
        content:
          '<h3>Ваш аккаунт готов</h3>' +
          '<p>Перед первым пополнением защитите его: задайте пароль для средств и пройдите проверку личности.</p>' +
          '<p>Есть вопросы? <a href="/service">Служба поддержки</a> работает круглосуточно.</p>',
      },
      ar: {
        title: 'مرحباً بك في {brand}',
        content:
          '<h3>حسابك جاهز</h3>' +
          '<p>احمِه بكلمة مرور الأموال والتحقق من الهوية قبل أول إيداع.</p>' +
          '<p>لديك أسئلة؟ <a href="/service">خدمة العملاء</a> متاحة ليلاً ونهاراً.</p>',
      },
      de: {
        title: 'Willkommen bei {brand}',
        content:
          '<h3>Ihr Konto ist bereit</h3>' +
          '<p>Sichern Sie es vor Ihrer ersten Einzahlung mit einem Fondspasswort und der Identitätsprüfung.</p>' +
          '<p>Fragen? Unser <a href="/service">Kundenservice</a> ist Tag und Nacht für Sie da.</p>',
      },
    },
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
