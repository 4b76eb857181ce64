import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getInfo, getWalletNonce, updateUserAddress, walletLogin, type UserInfo, type WalletNonce } from '@atrium/api';
import { useSessionStore } from '@atrium/platform';
import { accountMessagesReady, givenTenant, renderAccountScreen } from '../../account/test/account-screen';
import { fakeEthereum, type FakeEthereum } from '../../wallet/testing/fake-ethereum';
import SignInWalletPage from './sign-in-wallet-page';

vi.mock('@atrium/api', async (original) => ({
  ...(await original<typeof import('@atrium/api')>()),
  getWalletNonce: vi.fn(),
  walletLogin: vi.fn(),
  updateUserAddress: vi.fn(),
  getInfo: vi.fn(),
}));

const challenge = (address: string): WalletNonce => ({
  nonce: 'n-1',
  message: `Test wants you to sign in with your Ethereum account:\n${address}\n\nNonce: n-1`,
  expiresAt: '2099-01-01T00:00:00Z',
});

let ethereum: FakeEthereum | undefined;
const withWallet = () => {
  ethereum = fakeEthereum();
  (window as unknown as { ethereum?: FakeEthereum }).ethereum = ethereum;
  return ethereum;
};

beforeAll(accountMessagesReady);
beforeEach(() => {
  givenTenant({ capabilities: { walletNonce: true } });
  useSessionStore.setState({ token: null, isSign: false, isWallet: false, walletAddress: null, userInfo: null });
  vi.mocked(getWalletNonce).mockImplementation(async (address) => challenge(address));
  vi.mocked(walletLogin).mockResolvedValue({ satoken: 'wallet-token' });
});
afterEach(() => {
  delete (window as unknown as { ethereum?: unknown }).ethereum;
  vi.clearAllMocks();
});

const show = (url = '/sign-in-wallet') => renderAccountScreen('/sign-in-wallet', <SignInWalletPage />, url);

describe('the wallet sign-in screen', () => {
  it('says wallet sign-in is not available on a tenant whose backend cannot prove addresses', () => {
    givenTenant({ capabilities: { walletNonce: false } });
    withWallet();
    show();
    screen.getByText('Wallet sign-in is not available here.');
    expect(screen.queryByRole('button', { name: 'Connect now' })).toBeNull();
  });

  it('without a browser wallet, asks to install TronLink and leads to /no-wallet with the invite code', () => {
    show('/sign-in-wallet?invite_code=DEMO01');
    screen.getByText('Please install the TronLink extension and log in to continue.');
    expect(screen.getByRole('link', { name: 'Open in a wallet app' }).getAttribute('href')).toBe('/no-wallet?invite_code=DEMO01');
  });

  it('offers account sign-in except on a wallet-only tenant', () => {
    const first = show();
    screen.getByRole('link', { name: 'Sign in with an account instead' });
    first.unmount();
    givenTenant({ flags: { walletOnly: true }, capabilities: { walletNonce: true } });
    show();
    expect(screen.queryByRole('link', { name: 'Sign in with an account instead' })).toBeNull();
  });

  it('shows the message before signing, then signs in as a wallet session and goes home', async () => {
    const wallet = withWallet();
    show('/sign-in-wallet?invite_code=DEMO01');
    fireEvent.click(screen.getByRole('button', { name: 'Connect now' }));
    const message = await screen.findByLabelText('Message to sign');
    expect(message.textContent).toContain(wallet.wallet.address);
    expect(wallet.methods).not.toContain('personal_sign');

    fireEvent.click(screen.getByRole('button', { name: 'Sign message' }));
    await waitFor(() => expect(useSessionStore.getState()).toMatchObject({ token: 'wallet-token', isWallet: true, walletAddress: wallet.wallet.address }));
    expect(vi.mocked(walletLogin).mock.calls[0]![0]).toMatchObject({ activeCode: 'DEMO01', walletType: 'ETH', nonce: 'n-1' });
    expect(await screen.findByTestId('elsewhere', {}, { timeout: 2000 })).toHaveProperty('textContent', '/home');
  });

  it('lets a signed-in user bind the connected wallet with a signed challenge', async () => {
    const wallet = withWallet();
    const user = { userId: 1, loginName: 'demo', address: null } as UserInfo['user'];
    useSessionStore.setState({ token: 'tok', isSign: true, userInfo: user });
    vi.mocked(updateUserAddress).mockResolvedValue({ code: 200, msg: 'ok', data: null });
    vi.mocked(getInfo).mockResolvedValue({ asset: [], allEarn: '0', user: { ...user, address: wallet.wallet.address } });
    show();
    screen.getByText('No wallet linked yet');
    fireEvent.click(screen.getByRole('button', { name: 'Connect and link' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign message' }));
    await screen.findByText(wallet.wallet.address);
    const [type, address, proof] = vi.mocked(updateUserAddress).mock.calls[0]!;
    expect([type, address, proof.nonce]).toEqual(['ETH', wallet.wallet.address, 'n-1']);
    expect(walletLogin).not.toHaveBeenCalled();
  });

  it('does not bind a wallet that is already the bound one', async () => {
    const wallet = withWallet();
    useSessionStore.setState({ token: 'tok', isSign: true, userInfo: { userId: 1, address: wallet.wallet.address.toLowerCase() } as UserInfo['user'] });
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Link another wallet' }));
    await screen.findByText('This wallet is already linked to your account.');
    expect(getWalletNonce).not.toHaveBeenCalled();
  });
});
