import type { Banner, BannerHeadline } from '../../../contract.js';
import type { Locale } from '../../../i18n.js';
import { bannerUrl } from '../../../static/urls.js';

/**
 * The home banners' headlines, drawn by the app over pictures without words (static/banner.ts).
 * The settings that carry them are one answer for every language (preloaded before the app knows
 * the reader's), so each banner carries all of its languages; English is the fallback.
 */
type Headlines = { en: BannerHeadline } & Partial<Record<Locale, BannerHeadline>>;

const h = (title: string, subtitle: string): BannerHeadline => ({ title, subtitle });

const HEADLINES = {
  welcome: {
    en: h('Trade 24 assets, one account', 'Spot, contracts and second contracts'),
    zh: h('一个账户，交易 24 种资产', '现货、合约和秒合约'),
    tw: h('一個帳戶，交易 24 種資產', '現貨、合約與秒合約'),
    ru: h('24 актива в одном аккаунте', 'Спот, контракты и секундные контракты'),
    ar: h('تداول 24 أصلاً بحساب واحد', 'التداول الفوري والعقود والعقود الثانية'),
    de: h('24 Assets, ein Konto', 'Spot, Kontrakte und Sekundenkontrakte'),
  },
  defi: {
    en: h('Earn with DeFi', 'Daily income, transparent rules'),
    zh: h('用 DeFi 赚取收益', '每日收益，规则透明'),
    tw: h('用 DeFi 賺取收益', '每日收益，規則透明'),
    ru: h('Зарабатывайте с DeFi', 'Ежедневный доход, прозрачные правила'),
    ar: h('اربح مع DeFi', 'عائد يومي وقواعد واضحة'),
    de: h('Verdienen mit DeFi', 'Tägliche Erträge, klare Regeln'),
  },
  uplan: {
    en: h('U plan', 'Fixed-term products in USDT'),
    zh: h('U计划', 'USDT 定期产品'),
    tw: h('U計劃', 'USDT 定期產品'),
    ru: h('U-план', 'Срочные продукты в USDT'),
    ar: h('خطة U', 'منتجات لأجل محدد بعملة USDT'),
    de: h('U-Plan', 'Festlaufzeit-Produkte in USDT'),
  },
  safety: {
    en: h('Your keys, your signature', 'We never ask for token approvals'),
    zh: h('您的密钥，您的签名', '我们绝不会要求代币授权'),
    tw: h('您的金鑰，您的簽名', '我們絕不會要求代幣授權'),
    ru: h('Ваши ключи — ваша подпись', 'Мы никогда не просим одобрить токены'),
    ar: h('مفاتيحك، توقيعك', 'لن نطلب أبداً الموافقة على صلاحيات الرموز'),
    de: h('Ihre Schlüssel, Ihre Signatur', 'Wir verlangen nie Token-Freigaben'),
  },
} satisfies Record<string, Headlines>;

/** A tenant's banner: its picture (`{tenant}-{key}`), where it links, and its headline in every language. */
export const banner = (tenant: string, key: keyof typeof HEADLINES, linkUrl: string): Banner => ({
  imgUrl: bannerUrl(`${tenant}-${key}`),
  linkUrl,
  headlines: HEADLINES[key],
});
