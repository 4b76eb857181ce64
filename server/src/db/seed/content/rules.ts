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
