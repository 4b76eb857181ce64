import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from './translator';

function translator() {
  const i18n = createTranslator({ language: 'en', fallbackLanguage: 'en', defaultNamespace: 'common' });
  i18n.addResourceBundle('en', 'common', { hello: 'Hello {{name}}', only_en: 'English only', empty: '' }, true, true);
  i18n.addResourceBundle('en', 'shop', { buy: 'Buy {{coin}}' }, true, true);
  i18n.addResourceBundle('de', 'common', { hello: 'Hallo {{name}}', empty: '' }, true, true);
  i18n.addResourceBundle('de', 'shop', { buy: '{{coin}} kaufen' }, true, true);
  return i18n;
}

describe('the translator', () => {
  it('looks a bare key up in the default namespace and `ns:key` in the one it names', () => {
    const i18n = translator();
    expect(i18n.t('hello', { name: 'Ann' })).toBe('Hello Ann');
    expect(i18n.t('shop:buy', { coin: 'BTC' })).toBe('Buy BTC');
    expect(i18n.t('common:hello', { name: 'Bo' })).toBe('Hello Bo');
  });

  it('follows the language, falls back to English for a key the language lacks, keeps an empty message', async () => {
    const i18n = translator();
    await i18n.changeLanguage('de');
    expect(i18n.language).toBe('de');
    expect(i18n.t('hello', { name: 'Ann' })).toBe('Hallo Ann');
    expect(i18n.t('only_en')).toBe('English only');
    expect(i18n.t('empty')).toBe('');
  });

  it('gives the default value, else the key without its namespace, when no language has the key', async () => {
    const i18n = translator();
    await i18n.changeLanguage('de');
    expect(i18n.t('menu_x', { defaultValue: 'x {{n}}', n: 1 })).toBe('x 1');
    expect(i18n.t('shop:missing')).toBe('missing');
    expect(i18n.t('nowhere:missing_key')).toBe('missing_key');
    expect(i18n.t('missing', { defaultValue: 3 })).toBe('missing');
  });

  it('fixes a t to a namespace, and to a language when one is given', async () => {
    const i18n = translator();
    const shop = i18n.getFixedT(null, 'shop');
    const english = i18n.getFixedT('en', 'shop');
    const common = i18n.getFixedT(null, null);
    await i18n.changeLanguage('de');
    expect(shop('buy', { coin: 'ETH' })).toBe('ETH kaufen');
    expect(shop('common:hello', { name: 'Ann' })).toBe('Hallo Ann');
    expect(english('buy', { coin: 'ETH' })).toBe('Buy ETH');
    expect(common('hello', { name: 'Bo' })).toBe('Hallo Bo');
  });

  it('merges bundles: overwrite replaces, a deep merge without overwrite only adds, nested objects become dotted keys', () => {
    const i18n = translator();
    i18n.addResourceBundle('en', 'shop', { buy: 'Kept?', sell: 'Sell' }, true, false);
    expect(i18n.t('shop:buy', { coin: 'A' })).toBe('Buy A');
    expect(i18n.t('shop:sell')).toBe('Sell');
    i18n.addResourceBundle('en', 'shop', { buy: 'Purchase {{coin}}' }, true, true);
    expect(i18n.t('shop:buy', { coin: 'A' })).toBe('Purchase A');
    i18n.addResourceBundle('en', 'shop', { form: { title: 'Order', hint: { short: 'Tap' } } }, true, true);
    expect(i18n.t('shop:form.title')).toBe('Order');
    expect(i18n.t('shop:form.hint.short')).toBe('Tap');
  });

  it('tells its listeners of every language change and every bundle added', async () => {
    const i18n = translator();
    const changed = vi.fn();
    const added = vi.fn();
    i18n.on('languageChanged', changed);
    i18n.store.on('added', added);
    i18n.addResourceBundle('fr', 'shop', { buy: 'Acheter' }, true, true);
    expect(added).toHaveBeenCalledWith('fr', 'shop');
    await i18n.changeLanguage('fr');
    await i18n.changeLanguage('fr');
    expect(changed.mock.calls).toEqual([['fr'], ['fr']]);
  });

  it('does not read keys inherited from Object', () => {
    expect(translator().t('constructor')).toBe('constructor');
  });
});
