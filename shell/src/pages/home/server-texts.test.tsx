import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { changeLanguage, commonReady } from '@atrium/i18n';
import { listNotices, type Notice, type Settings } from '@atrium/api';
import { readTenantConfig, setTenant, useSettingsStore } from '@atrium/platform';
import { renderRoutes } from '@atrium/ui/testing';
import { uiI18nReady } from '@atrium/ui';
import { shellI18nReady } from '../../i18n/register';
import { Banners } from './banners';
import { NoticeStrip } from './notice-strip';

vi.mock('@atrium/api', async (original) => ({ ...(await original<typeof import('@atrium/api')>()), listNotices: vi.fn() }));

const notice = (fields: Partial<Notice>): Notice => ({
  id: 1,
  key: 'NOTICE',
  modelKey: null,
  title: '',
  summary: '',
  content: '',
  imgUrl: null,
  createTime: '2025-03-05 10:00:00',
  ...fields,
});

const PLAYING: Settings['playing'] = [
  {
    imgUrl: '/api/static/banners/atrium-uplan.svg',
    linkUrl: '/uplan',
    headlines: { en: { title: 'U plan', subtitle: 'Fixed-term products in USDT' }, ar: { title: 'خطة U', subtitle: 'منتجات لأجل محدد بعملة USDT' } },
  },
  { imgUrl: '/api/static/banners/old.svg', linkUrl: '/uplan' },
];

beforeAll(() => Promise.all([shellI18nReady, commonReady, uiI18nReady]));
beforeEach(() => {
  setTenant(readTenantConfig({ env: 'test', production: false, brand: { productName: 'Test' }, assetsBase: 'https://assets.test.example' }, 'http://localhost'));
  useSettingsStore.setState({ settings: { playing: PLAYING } as Settings, fresh: true });
});
afterEach(async () => {
  vi.clearAllMocks();
  await act(() => changeLanguage('en'));
});

describe('server texts on the home screen', () => {
  it('draws a banner’s headline in the reader’s language over its picture, the headline naming the link', async () => {
    await act(() => changeLanguage('ar'));
    renderRoutes({ '/': <Banners /> }, '/');
    const link = screen.getByRole('link', { name: 'خطة U منتجات لأجل محدد بعملة USDT' });
    expect(link.querySelector('img')).toHaveAttribute('src', 'https://assets.test.example/api/static/banners/atrium-uplan.svg');
    expect(screen.getAllByTestId('banner-headline')[0]).not.toHaveAttribute('lang');
    // A banner without a headline (its picture has the words) is still named.
    expect(screen.getAllByRole('link')[1]).toHaveAccessibleName(/2/);
  });

  it('draws the English headline, marked English and left to right, where the banner has none in the reader’s language', async () => {
    await act(() => changeLanguage('ru'));
    renderRoutes({ '/': <Banners /> }, '/');
    const headline = screen.getByTestId('banner-headline');
    expect(headline).toHaveTextContent('U plan');
    expect(headline).toHaveAttribute('lang', 'en');
    expect(headline).toHaveAttribute('dir', 'ltr');
    // The picture keeps the size reserved for it whatever the words.
    expect(headline.parentElement!.querySelector('img')).toHaveAttribute('width', '690');
  });

  it('marks the notice bar’s English title as English in an Arabic page', async () => {
    await act(() => changeLanguage('ar'));
    vi.mocked(listNotices).mockResolvedValue([notice({ title: 'Scheduled maintenance', lang: 'en' })]);
    renderRoutes({ '/': <NoticeStrip /> }, '/');
    const title = await screen.findByText('Scheduled maintenance');
    expect(title).toHaveAttribute('lang', 'en');
    expect(title).toHaveAttribute('dir', 'ltr');
  });

  it('leaves a translated notice title unmarked', async () => {
    await act(() => changeLanguage('ar'));
    vi.mocked(listNotices).mockResolvedValue([notice({ title: 'صيانة مجدولة', lang: 'ar' })]);
    renderRoutes({ '/': <NoticeStrip /> }, '/');
    expect(await screen.findByText('صيانة مجدولة')).not.toHaveAttribute('lang');
  });
});
