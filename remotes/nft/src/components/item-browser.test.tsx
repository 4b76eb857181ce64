import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, listNftItems, type CallOptions, type NftItem } from '@atrium/api';
import { renderRoutes } from '@atrium/ui/testing';
import { ItemBrowser } from './item-browser';
import { FIRST_ROW_WAIT_MS } from './item-grid';

vi.mock('@atrium/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@atrium/api')>()),
  listNftItems: vi.fn(),
}));

afterEach(() => vi.clearAllMocks());

/** A page that never answers and, as the client does, rejects as `cancelled` when its signal aborts. */
const hanging = (_query: unknown, options?: CallOptions) =>
  new Promise<never>((_, reject) => options?.signal?.addEventListener('abort', () => reject(new ApiError('cancelled', null, 'cancelled'))));
const callOf = (n: number) => vi.mocked(listNftItems).mock.calls[n]!;

const koi: NftItem = { id: 3, collectionId: 1, collectionName: 'Koi', name: 'Koi Sakura', image: '', attributes: [], owner: 'a***', mine: false, price: '12' };

describe('the NFT item browser', () => {
  it('cancels the page of the old filter when the filter changes, showing only the new one', async () => {
    vi.mocked(listNftItems)
      .mockImplementationOnce(hanging)
      .mockResolvedValueOnce({ code: 200, msg: '', rows: [koi], total: 1 });
    renderRoutes({ '/nft': <ItemBrowser /> }, '/nft');
    await waitFor(() => expect(listNftItems).toHaveBeenCalledTimes(1));
    expect(callOf(0)[0]).toMatchObject({ sort: 'newest', pageNum: 1 });
    const first = callOf(0)[1]!.signal!;
    expect(first.aborted).toBe(false);

    fireEvent.change(screen.getByTestId('nft-sort'), { target: { value: 'price_asc' } });
    await waitFor(() => expect(listNftItems).toHaveBeenCalledTimes(2));
    expect(first.aborted).toBe(true);
    expect(callOf(1)[0]).toMatchObject({ sort: 'price_asc', pageNum: 1 });
    expect(callOf(1)[1]).toEqual({ signal: expect.any(AbortSignal) });
    expect(await screen.findByTestId('nft-card')).toHaveTextContent('Koi Sakura');
    // The cancelled page is not an error.
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('cancels the page on its way when the list is left', async () => {
    vi.mocked(listNftItems).mockImplementation(hanging);
    const { unmount } = renderRoutes({ '/nft': <ItemBrowser collectionId={4} /> }, '/nft');
    await waitFor(() => expect(listNftItems).toHaveBeenCalledTimes(1));
    expect(callOf(0)[0]).toMatchObject({ collectionId: 4, pageNum: 1, pageSize: 12 });
    const signal = callOf(0)[1]!.signal!;
    expect(signal.aborted).toBe(false);
    unmount();
    expect(signal.aborted).toBe(true);
  });

  /** The tag and `loading` of each card's picture (a held picture is the placeholder `div`). */
  const pictures = (names: string[]) => names.map((name) => { const picture = screen.getByRole('img', { name }); return `${picture.tagName.toLowerCase()} ${picture.getAttribute('loading')}`; });

  it("loads the first row's pictures at once on the first screen, the rest lazily once the first row's are in, and all lazily elsewhere", async () => {
    const items = [1, 2, 3].map((id) => ({ ...koi, id, name: `Koi ${id}`, image: `/api/static/nft/atrium-koi-${id}.svg` }));
    vi.mocked(listNftItems).mockResolvedValue({ code: 200, msg: '', rows: items, total: 3 });
    const { unmount } = renderRoutes({ '/nft': <ItemBrowser firstRowInView /> }, '/nft');
    await screen.findByRole('img', { name: 'Koi 3' });
    expect(pictures(['Koi 1', 'Koi 2', 'Koi 3'])).toEqual(['img eager', 'img eager', 'div null']);
    fireEvent.load(screen.getByRole('img', { name: 'Koi 1' }));
    expect(pictures(['Koi 3'])).toEqual(['div null']);
    // A failed picture is in too (its placeholder shows).
    fireEvent.error(screen.getByRole('img', { name: 'Koi 2' }));
    expect(pictures(['Koi 1', 'Koi 2', 'Koi 3'])).toEqual(['img eager', 'div null', 'img lazy']);
    unmount();

    renderRoutes({ '/listDetail': <ItemBrowser collectionId={1} /> }, '/listDetail');
    await screen.findByRole('img', { name: 'Koi 3' });
    expect(['Koi 1', 'Koi 2', 'Koi 3'].map((name) => screen.getByRole('img', { name }).getAttribute('loading'))).toEqual(['lazy', 'lazy', 'lazy']);
  });

  it('stops holding the pictures under the first row when its pictures do not answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const items = [1, 2, 3].map((id) => ({ ...koi, id, name: `Koi ${id}`, image: `/api/static/nft/atrium-koi-${id}.svg` }));
      vi.mocked(listNftItems).mockResolvedValue({ code: 200, msg: '', rows: items, total: 3 });
      renderRoutes({ '/nft': <ItemBrowser firstRowInView /> }, '/nft');
      await screen.findByRole('img', { name: 'Koi 3' });
      expect(pictures(['Koi 3'])).toEqual(['div null']);
      await act(() => vi.advanceTimersByTimeAsync(FIRST_ROW_WAIT_MS));
      expect(pictures(['Koi 3'])).toEqual(['img lazy']);
    } finally {
      vi.useRealTimers();
    }
  });
});
