import type { LanguageItem, MenuEntry, Settings, TabItem, WhitePaper } from '../../contract.js';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../i18n.js';
import { brandLogoUrl, flagUrl, menuIconUrl, supportIconUrl, tabIconUrl } from '../../static/urls.js';
import { banner } from './content/banners.js';

/**
 * The three seeded tenants (config/platform/README.md). atrium has everything open; harbor
 * differs on purpose in each setting the shell reads (captcha on, e-mail closed, one download,
 * fewer tabs, one support entry, 8 languages, other home coins, no white paper, no terms
 * clause); meridian keeps the DeFi tab open (its web3 label shows), both downloads (its cards
 * layout), sign-up by e-mail and mobile only, and its own languages and coins. Together with
 * their config.js flags they exercise the front end's per-tenant behaviour end to end.
 */
export interface TenantSeed {
  name: string;
  displayName: string;
  settings: Settings;
  whitePaper: WhitePaper | null;
  /** Whether the tenant has a TERMS_CLAUSE notice (harbor has none: the empty state). */
  termsClause: boolean;
  /** Whether `demo` is offered a DeFi activity (harbor's defi tab is closed: none, the empty state). */
  demoDefiActivity: boolean;
}

const languages = (codes: readonly Locale[]): LanguageItem[] =>
  codes.map((code) => ({ dictValue: code, remark: LOCALE_NAMES[code], imgUrl: flagUrl(code) }));

const TAB_LINKS: Record<string, string> = { home: '/home', quote: '/quote', trade: '/trade', defi: '/defi', assets: '/assets' };
const tabs = (open: string[]): TabItem[] =>
  Object.entries(TAB_LINKS).map(([key, linkUrl]) => ({
    key,
    isOpen: open.includes(key),
    linkUrl,
    imgUrl: tabIconUrl(key, false),
    checkedImgUrl: tabIconUrl(key, true),
  }));

const menu = (entries: [key: string, linkUrl: string, isOpen?: boolean][]): MenuEntry[] =>
  entries.map(([key, linkUrl, isOpen = true]) => ({ key, isOpen, linkUrl, imgUrl: menuIconUrl(key) }));

const VIP_LEVELS = [
  { level: 0, name: 'VIP0', minAsset: '0' },
  { level: 1, name: 'VIP1', minAsset: '1000' },
  { level: 2, name: 'VIP2', minAsset: '10000' },
  { level: 3, name: 'VIP3', minAsset: '50000' },
  { level: 4, name: 'VIP4', minAsset: '200000' },
  { level: 5, name: 'VIP5', minAsset: '1000000' },
];

const VIP_RULES_SUMMARY =
  '<p>Your VIP level follows the total value of your assets in USDT, measured once a day at 00:00 UTC. ' +
  'Higher levels lower trading fees and raise DeFi income limits. See the full rules on the VIP page.</p>';

const ASSET_COINS = [
  { coin: 'usdt', coinName: 'Tether USD' },
  { coin: 'btc', coinName: 'Bitcoin' },
  { coin: 'eth', coinName: 'Ethereum' },
  { coin: 'usdc', coinName: 'USD Coin' },
  { coin: 'bnb', coinName: 'BNB' },
  { coin: 'trx', coinName: 'TRON' },
];

const WITHDRAWAL_CHANNELS = [
  { coin: 'usdt', chains: ['TRC20', 'ERC20', 'BEP20'] },
  { coin: 'usdc', chains: ['ERC20'] },
  { coin: 'btc', chains: ['BTC'] },
  { coin: 'eth', chains: ['ERC20'] },
  { coin: 'trx', chains: ['TRC20'] },
];

const DEFI_INCOME = [
  { minAmount: '100', maxAmount: '4999', rate: '0.8' },
  { minAmount: '5000', maxAmount: '19999', rate: '1.2' },
  { minAmount: '20000', maxAmount: '99999', rate: '1.6' },
  { minAmount: '100000', maxAmount: '999999', rate: '2.0' },
];

const APP_SIDEBAR = menu([
  ['language', '/language-selection'],
  ['service', '/service'],
  ['notice', '/notice'],
  ['help', '/help'],
  ['about', '/introduction'],
  ['download', '/app-download'],
]);

const BOTTOM_MENU = menu([
  ['notice', '/notice'],
  ['help', '/help'],
  ['vip', '/vip-rule'],
  ['terms', '/termsOfuse'],
  ['privacy', '/privacyPolicy'],
  ['download', '/app-download'],
]);

export const TENANTS: TenantSeed[] = [
  {
    name: 'atrium',
    displayName: 'Atrium',
    termsClause: true,
    demoDefiActivity: true,
    whitePaper: { url: 'https://static.atrium.example/docs/atrium-whitepaper.pdf', enabled: true },
    settings: {
      // A demonstration: the built-in deposit addresses (no one holds their keys) are allowed, with their warning.
      demo: true,
      appSidebar: APP_SIDEBAR,
      assetCoins: ASSET_COINS,
      withdrawalChannels: WITHDRAWAL_CHANNELS,
      defiIncome: DEFI_INCOME,
      homeCoins: ['btcusdt', 'ethusdt', 'bnbusdt', 'solusdt', 'xrpusdt', 'dogeusdt', 'adausdt', 'trxusdt'],
      loginMethods: { ordinaryIsOpen: true, emailIsOpen: true, phoneIsOpen: true },
      registerMethods: { ordinaryIsOpen: true, emailIsOpen: true, phoneIsOpen: true },
      loginCaptcha: false,
      middleMenu: menu([
        ['recharge', '/recharge'],
        ['withdraw', '/withdraw'],
        ['swap', '/swap'],
        ['transfer', '/transfer'],
        ['uplan', '/uplan'],
        ['financial', '/financial'],
        ['loan', '/loan'],
        ['pledge', '/pledge'],
        ['subscription', '/subscription'],
        ['nft', '/nft'],
      ]),
      tab: tabs(['home', 'quote', 'trade', 'defi', 'assets']),
      playing: [banner('atrium', 'welcome', '/quote'), banner('atrium', 'defi', '/defi'), banner('atrium', 'uplan', '/uplan')],
      bottomMenu: BOTTOM_MENU,
      downloads: [
        { name: 'android', url: 'https://download.atrium.example/android/atrium-latest.apk', isOpen: 'true' },
        { name: 'ios', url: 'https://apps.apple.com/app/id6400000001', isOpen: 'true' },
      ],
      logo: brandLogoUrl('atrium'),
      logoDark: brandLogoUrl('atrium', 'dark'),
      marketUrl: { url: '', h5Code: false },
      vip: { levels: VIP_LEVELS, rules: VIP_RULES_SUMMARY },
      supportStaff: [
        { url: 'https://chat.atrium.example/widget?desk=en', imgUrl: supportIconUrl('agent-1') },
        { url: 'https://chat.atrium.example/widget?desk=asia', imgUrl: supportIconUrl('agent-2') },
        { url: 'https://t.me/atrium_support_example', imgUrl: supportIconUrl('agent-3'), callback: 'telegram' },
      ],
      languages: languages(LOCALES),
      timeZone: 'Asia/Hong_Kong',
    },
  },
  {
    name: 'harbor',
    displayName: 'Harbor',
    termsClause: false,
    demoDefiActivity: false,
    whitePaper: null,
    settings: {
      // A demonstration: the built-in deposit addresses (no one holds their keys) are allowed, with their warning.
      demo: true,
      appSidebar: APP_SIDEBAR.filter((entry) => entry.key !== 'download'),
      assetCoins: ASSET_COINS.slice(0, 3),
      withdrawalChannels: WITHDRAWAL_CHANNELS.slice(0, 3),
      defiIncome: DEFI_INCOME.slice(0, 2),
      homeCoins: ['ethusdt', 'btcusdt', 'XAUUSD', 'tonusdt', 'ltcusdt'],
      loginMethods: { ordinaryIsOpen: true, emailIsOpen: false, phoneIsOpen: true },
      registerMethods: { ordinaryIsOpen: true, emailIsOpen: false, phoneIsOpen: true },
      loginCaptcha: true,
      middleMenu: menu([
        ['recharge', '/recharge'],
        ['withdraw', '/withdraw'],
        ['swap', '/swap'],
        ['transfer', '/transfer', false],
        ['uplan', '/uplan'],
      ]),
      tab: tabs(['home', 'quote', 'assets']),
      playing: [banner('harbor', 'safety', '/help')],
      bottomMenu: BOTTOM_MENU.filter((entry) => entry.key !== 'vip'),
      downloads: [
        { name: 'android', url: 'https://download.harbor.example/android/harbor-latest.apk', isOpen: 'true' },
        { name: 'ios', url: 'https://apps.apple.com/app/id6400000002', isOpen: 'false' },
      ],
      logo: brandLogoUrl('harbor'),
      logoDark: brandLogoUrl('harbor', 'dark'),
      marketUrl: { url: '', h5Code: true },
      vip: { levels: VIP_LEVELS.slice(0, 4), rules: VIP_RULES_SUMMARY },
      supportStaff: [{ url: 'https://chat.harbor.example/widget', imgUrl: supportIconUrl('agent-1') }],
      languages: languages(['en', 'zh', 'tw', 'ar', 'de', 'es', 'ja', 'ko']),
      timeZone: 'Europe/London',
    },
  },
  {
    name: 'meridian',
    displayName: 'Meridian',
    termsClause: true,
    demoDefiActivity: true,
    whitePaper: { url: 'https://static.meridian.example/docs/meridian-whitepaper.pdf', enabled: true },
    settings: {
      // A demonstration: the built-in deposit addresses (no one holds their keys) are allowed, with their warning.
      demo: true,
      appSidebar: APP_SIDEBAR,
      assetCoins: ASSET_COINS.slice(0, 4),
      withdrawalChannels: WITHDRAWAL_CHANNELS.slice(0, 4),
      defiIncome: DEFI_INCOME.slice(0, 3),
      homeCoins: ['solusdt', 'btcusdt', 'ethusdt', 'xrpusdt', 'adausdt', 'dogeusdt'],
      loginMethods: { ordinaryIsOpen: true, emailIsOpen: true, phoneIsOpen: true },
      registerMethods: { ordinaryIsOpen: false, emailIsOpen: true, phoneIsOpen: true },
      loginCaptcha: false,
      middleMenu: menu([
        ['recharge', '/recharge'],
        ['withdraw', '/withdraw'],
        ['swap', '/swap'],
        ['transfer', '/transfer'],
        ['financial', '/financial'],
        ['loan', '/loan'],
        ['pledge', '/pledge'],
        ['subscription', '/subscription'],
      ]),
      tab: tabs(['home', 'quote', 'trade', 'defi', 'assets']),
      playing: [banner('meridian', 'defi', '/defi'), banner('meridian', 'welcome', '/quote')],
      bottomMenu: BOTTOM_MENU,
      downloads: [
        { name: 'android', url: 'https://download.meridian.example/android/meridian-latest.apk', isOpen: 'true' },
        { name: 'ios', url: 'https://apps.apple.com/app/id6400000003', isOpen: 'true' },
      ],
      logo: brandLogoUrl('meridian'),
      logoDark: brandLogoUrl('meridian', 'dark'),
      marketUrl: { url: '', h5Code: false },
      vip: { levels: VIP_LEVELS, rules: VIP_RULES_SUMMARY },
      supportStaff: [
        { url: 'https://chat.meridian.example/widget?desk=eu', imgUrl: supportIconUrl('agent-1') },
        { url: 'https://t.me/meridian_support_example', imgUrl: supportIconUrl('agent-2'), callback: 'telegram' },
      ],
      languages: languages(['en', 'fr', 'de', 'es', 'it', 'nl', 'pl', 'pt', 'tr', 'ru', 'ar', 'iw']),
      timeZone: 'Europe/Paris',
    },
  },
];
