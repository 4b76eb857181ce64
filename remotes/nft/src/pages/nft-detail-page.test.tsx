import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, buyNft, getNftItem, listNftSales, type NftItem } from '@atrium/api';
import { ToastHost } from '@atrium/ui';
import { renderRoutes } from '@atrium/ui/testing';
import NftDetailPage from './nft-detail-page';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  getNftItem: vi.fn(),
  listNftSales: vi.fn(),
  buyNft: vi.fn(),
}));
afterEach(() => vi.clearAllMocks());

const drifter: NftItem = {
  id: 7,
  collectionId: 1,
  collectionName: 'Nebula Drifters',
  name: 'Drifter #3',
  image: '',
  attributes: [],
  owner: 'Atrium Studio',
  mine: false,
  price: '12.5',
};

const open = () =>
  renderRoutes(
    {
      '/nftDetail': (
        <>
          <NftDetailPage />
          <ToastHost />
        </>
      ),
    },
    '/nftDetail?id=7',
  );
const sheet = () => screen.queryByTestId('confirm-sheet');
const rows = () => within(sheet()!).getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
const tripleTap = (button: HTMLElement) =>
  act(() => {
    button.click();
    button.click();
    button.click();
  });

describe('/nftDetail buying', () => {
  it('asks first (item, exact price, fee, the account it is paid from), then buys once for three taps on Confirm', async () => {
    vi.mocked(getNftItem).mockResolvedValue(drifter);
    vi.mocked(listNftSales).mockResolvedValue([]);
    vi.mocked(buyNft).mockResolvedValue({ item: { ...drifter, mine: true, price: null }, sale: { id: 31, itemId: 7, price: '12.5', from: 'Atrium Studio', to: 'dem***', time: 0 } });
    const { router } = open();
    expect(await screen.findByText('12.5 USDT')).toBeInTheDocument();
    tripleTap(screen.getByRole('button', { name: 'Buy' }));
    expect(screen.getAllByTestId('confirm-sheet')).toHaveLength(1);
    expect(rows()).toEqual(['Item: Drifter #3', 'Collection: Nebula Drifters', 'Price: 12.5 USDT', 'Fee: 0 USDT', 'Paid from: Funding account']);
    expect(buyNft).not.toHaveBeenCalled();
    tripleTap(within(sheet()!).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/nftResult'));
    expect(router.state.location.search).toBe('?itemId=7&saleId=31');
    expect(buyNft).toHaveBeenCalledTimes(1);
    expect(buyNft).toHaveBeenCalledWith(7, '12.5');
  });

  it('reads the price on the item and in the confirmation the same way, grouped, every decimal in the confirmation', async () => {
    vi.mocked(getNftItem).mockResolvedValue({ ...drifter, price: '1234.5' });
    vi.mocked(listNftSales).mockResolvedValue([]);
    open();
    expect(await screen.findByText('1,234.5 USDT')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(rows()).toContain('Price: 1,234.5 USDT');
  });

  it('sends nothing when cancelled, and stays on a refusal the client has shown', async () => {
    vi.mocked(getNftItem).mockResolvedValue(drifter);
    vi.mocked(listNftSales).mockResolvedValue([]);
    vi.mocked(buyNft).mockRejectedValue(new ApiError('The price has changed', 500, 'business'));
    const { router } = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Buy' }));
    fireEvent.click(within(sheet()!).getByRole('button', { name: 'Cancel' }));
    expect(sheet()).toBeNull();
    expect(buyNft).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    fireEvent.click(within(sheet()!).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sheet()).toBeNull());
    expect(buyNft).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/nftDetail');
    expect(screen.getByRole('status')).not.toHaveTextContent('Something went wrong');
  });
});
