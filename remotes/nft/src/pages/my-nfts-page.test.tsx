import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delistNft, listMyNfts, listNftForSale, type NftItem } from '@atrium/api';
import { changeLanguage } from '@atrium/i18n';
import { ToastHost } from '@atrium/ui';
import { renderRoutes } from '@atrium/ui/testing';
import MyNftsPage from './my-nfts-page';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  listMyNfts: vi.fn(),
  listNftForSale: vi.fn(),
  delistNft: vi.fn(),
}));
afterEach(async () => {
  vi.clearAllMocks();
  await changeLanguage('en');
});

const item = (fields: Partial<NftItem>): NftItem => ({
  id: 5,
  collectionId: 1,
  collectionName: 'Nebula Drifters',
  name: 'Drifter #5',
  image: '',
  attributes: [],
  owner: 'dem***',
  mine: true,
  price: null,
  ...fields,
});

const open = () =>
  renderRoutes(
    {
      '/nftMy': (
        <>
          <MyNftsPage />
          <ToastHost />
        </>
      ),
    },
    '/nftMy',
  );
const sheet = () => screen.queryByTestId('confirm-sheet');
const rows = () => within(sheet()!).getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
const priceField = () => screen.getByRole('textbox', { name: 'Price' });

describe('/nftMy listing', () => {
  it('says a malformed price, then asks (price, fee, what you receive, into which account) and lists at the plain decimal once', async () => {
    vi.mocked(listMyNfts).mockResolvedValue([item({})]);
    vi.mocked(listNftForSale).mockResolvedValue(item({ price: '1234.5' }));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'List for sale' }));
    expect(screen.getByText('More than 0 USDT, up to 8 decimal places')).toBeInTheDocument();
    fireEvent.change(priceField(), { target: { value: '1e3' } });
    expect(screen.getByText('Write it out in full, without “e”.')).toBeInTheDocument();
    expect(priceField()).toHaveValue('1e3');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(sheet()).toBeNull();
    fireEvent.change(priceField(), { target: { value: '1,234.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(rows()).toEqual(['Item: Drifter #5', 'Price: 1,234.5 USDT', 'Fee: 0 USDT', 'You receive when it sells: 1,234.5 USDT', 'Paid into: Funding account']);
    expect(listNftForSale).not.toHaveBeenCalled();
    act(() => {
      const confirm = within(sheet()!).getByRole('button', { name: 'Confirm' });
      confirm.click();
      confirm.click();
      confirm.click();
    });
    expect(await screen.findByText('Listed for sale')).toBeInTheDocument();
    expect(listNftForSale).toHaveBeenCalledTimes(1);
    expect(listNftForSale).toHaveBeenCalledWith(5, '1234.5');
    await waitFor(() => expect(listMyNfts).toHaveBeenCalledTimes(2));
  });

  it('reads a price typed the German way', async () => {
    await changeLanguage('de');
    vi.mocked(listMyNfts).mockResolvedValue([item({})]);
    vi.mocked(listNftForSale).mockResolvedValue(item({ price: '20.5' }));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Zum Verkauf anbieten' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Preis' }), { target: { value: '20,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(within(sheet()!).getAllByText('20,5 USDT')).toHaveLength(2);
    fireEvent.click(within(sheet()!).getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() => expect(listNftForSale).toHaveBeenCalledWith(5, '20.5'));
  });

  it('delists a listed item once, without a confirmation (no money moves)', async () => {
    vi.mocked(listMyNfts).mockResolvedValue([item({ price: '64' })]);
    vi.mocked(delistNft).mockResolvedValue(item({}));
    open();
    expect(await screen.findByText('64 USDT')).toBeInTheDocument();
    const delist = screen.getByRole('button', { name: 'Delist' });
    act(() => {
      delist.click();
      delist.click();
    });
    expect(await screen.findByText('Delisted')).toBeInTheDocument();
    expect(delistNft).toHaveBeenCalledTimes(1);
    expect(delistNft).toHaveBeenCalledWith(5);
  });
});
