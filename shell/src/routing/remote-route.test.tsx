import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const markPageDrawn = vi.fn();
vi.mock('../federation/html-preloads', () => ({ markPageDrawn }));
/** The page's code, held until the test lets it arrive. */
let arrive!: () => void;
const pageCode = new Promise<{ default: () => React.JSX.Element }>((resolve) => (arrive = () => resolve({ default: () => <h1>NFT</h1> })));
vi.mock('../federation/remote-modules', () => ({
  resetRemote: vi.fn(),
  loadRemoteModule: vi.fn(async () => ({ routes: [{ path: '/nft', page: () => pageCode }] })),
}));
const { RemoteRoute } = await import('./remote-route');

describe('a remote’s route', () => {
  it('says the page has drawn once its screen has committed, not while its code loads', async () => {
    // Rendered inside an awaited act: React's retry of a suspended component is queued there.
    await act(async () => {
      render(<RemoteRoute remote="nft" path="/nft" />);
    });
    expect(screen.getByTestId('remote-loading')).toBeInTheDocument();
    expect(markPageDrawn).not.toHaveBeenCalled();
    await act(async () => arrive());
    expect(screen.getByRole('heading', { name: 'NFT' })).toBeInTheDocument();
    expect(markPageDrawn).toHaveBeenCalledTimes(1);
  });
});
