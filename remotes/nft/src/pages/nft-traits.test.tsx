import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { changeLanguage } from '@atrium/i18n';
import { getNftItem, listNftSales, type NftItem } from '@atrium/api';
import { renderRoutes } from '@atrium/ui/testing';
import NftDetailPage from './nft-detail-page';

vi.mock('@atrium/api', async (importOriginal) => ({ ...(await importOriginal<typeof import('@atrium/api')>()), getNftItem: vi.fn(), listNftSales: vi.fn() }));
afterEach(async () => {
  vi.clearAllMocks();
  await act(() => changeLanguage('en'));
});

const koi = (attributes: NftItem['attributes']): NftItem => ({
  id: 8,
  collectionId: 2,
  collectionName: 'Pixel Koi',
  name: 'Koi Sakura',
  image: '',
  attributes,
  owner: 'Atrium Studio',
  mine: false,
  price: '25',
});

describe('an item’s traits', () => {
  it('shows the server’s words in the reader’s language unmarked, and English ones marked English, left to right', async () => {
    await act(() => changeLanguage('ar'));
    vi.mocked(listNftSales).mockResolvedValue([]);
    vi.mocked(getNftItem).mockResolvedValue(
      koi([
        { trait: 'الحراشف', value: 'وردية', lang: 'ar' },
        { trait: 'Glow', value: 'Soft', lang: 'en' },
      ]),
    );
    renderRoutes({ '/nftDetail': <NftDetailPage /> }, '/nftDetail?id=8');
    const [scale, glow] = await screen.findAllByTestId('nft-attribute');
    expect(scale).toHaveTextContent('الحراشفوردية');
    expect(scale).not.toHaveAttribute('lang');
    expect(glow).toHaveTextContent('GlowSoft');
    expect(glow).toHaveAttribute('lang', 'en');
    expect(glow).toHaveAttribute('dir', 'ltr');
  });
});
