import { describe, expect, it } from 'vitest';
import { bannerHeadline } from './banner-headline';

const banner = {
  imgUrl: '/api/static/banners/atrium-uplan.svg',
  linkUrl: '/uplan',
  headlines: { en: { title: 'U plan', subtitle: 'Fixed-term products in USDT' }, ru: { title: 'U-план', subtitle: 'Срочные продукты в USDT' } },
};

describe('a banner’s headline', () => {
  it('is in the reader’s language where the banner has it', () => {
    expect(bannerHeadline(banner, 'ru')).toEqual({ title: 'U-план', subtitle: 'Срочные продукты в USDT', lang: 'ru' });
  });

  it('is in English, said as English, where it has not', () => {
    expect(bannerHeadline(banner, 'pl')).toEqual({ title: 'U plan', subtitle: 'Fixed-term products in USDT', lang: 'en' });
  });

  it('is none on a banner whose picture has its words in it', () => {
    expect(bannerHeadline({ imgUrl: '/a.svg', linkUrl: '/defi' }, 'ru')).toBeNull();
  });
});
