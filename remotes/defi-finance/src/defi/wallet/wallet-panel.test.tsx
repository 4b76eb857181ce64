import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { readTenantConfig, setTenant } from '@atrium/platform';
import { readHoldings, waitForSettlement, type TokenReading } from './holdings';
import { WalletPanel } from './wallet-panel';
import { revokeCalldata } from './evm-chain';

vi.mock('./holdings', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./holdings')>()),
  readHoldings: vi.fn(),
  waitForSettlement: vi.fn(),
}));

const USDT = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
const BSC_USDT = '0x55d398326f99059fF775485246999027B3197955';
const SPENDER = '0x1111111254EEB25477B68fb85Ed929f73A960582';
const OWNER = '0x00000000000000000000000000000000000000aa';
const MAX_UINT256 = ((1n << 256n) - 1n).toString();

const wallet = {
  chains: [
    { id: 'ethereum', kind: 'evm', name: 'Ethereum', chainId: 1, rpcUrl: 'https://eth.rpc.test', explorer: 'https://etherscan.io', approvalsUrl: 'https://etherscan.io/tokenapprovalchecker?search={address}', tokens: [{ symbol: 'USDT', address: USDT, decimals: 6 }] },
    { id: 'bsc', kind: 'evm', name: 'BNB Chain', chainId: 56, rpcUrl: 'https://bsc.rpc.test', explorer: 'https://bscscan.com', approvalsUrl: 'https://bscscan.com/tokenapprovalchecker?search={address}', tokens: [{ symbol: 'USDT', address: BSC_USDT, decimals: 18 }] },
  ],
  spenders: [
    { name: 'Legacy staking pool', chain: 'ethereum', address: SPENDER },
    { name: 'Legacy staking pool', chain: 'bsc', address: SPENDER },
  ],
};

/** An injected EIP-1193 wallet that records every request. */
let requests: { method: string; params?: unknown[] }[] = [];
beforeEach(() => {
  requests = [];
  setTenant(readTenantConfig({ env: 'test', production: false, brand: { productName: 'Test' }, wallet }, 'http://localhost'));
  (window as unknown as { ethereum: unknown }).ethereum = {
    request: async (args: { method: string; params?: unknown[] }) => {
      requests.push(args);
      if (args.method === 'eth_requestAccounts') return [OWNER];
      if (args.method === 'eth_chainId') return '0x1';
      if (args.method === 'eth_sendTransaction') return '0xhash';
      return null;
    },
  };
});
afterEach(() => {
  vi.clearAllMocks();
  delete (window as unknown as { ethereum?: unknown }).ethereum;
});

const ethereumReading = (allowance: string): TokenReading[] => [
  { token: wallet.chains[0]!.tokens[0]!, balance: '1234560000', allowances: [{ spender: wallet.spenders[0]!, raw: allowance }] },
];

describe('the wallet panel', () => {
  it('asks the wallet for nothing until Connect is tapped, then reads each chain', async () => {
    vi.mocked(readHoldings).mockImplementation(async (chain) => (chain.id === 'ethereum' ? ethereumReading(MAX_UINT256) : [{ token: chain.tokens[0]!, balance: '0', allowances: [{ spender: wallet.spenders[1]!, raw: '0' }] }]));
    render(<WalletPanel />);
    expect(requests).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Connect Ethereum wallet' }));
    const ethereum = await screen.findByTestId('wallet-token-ethereum-USDT');
    expect(requests.map((r) => r.method)).toEqual(['eth_requestAccounts']);
    expect(within(ethereum).getByTestId('wallet-balance')).toHaveTextContent('1,234.56');
    expect(within(ethereum).getByTestId('wallet-allowance')).toHaveTextContent('Legacy staking pool may spend: Unlimited');
    expect(await screen.findByTestId('wallet-token-bsc-USDT')).toHaveTextContent('No open allowances');
    expect(screen.getAllByRole('link', { name: 'Approvals on the explorer' })[0]).toHaveAttribute('href', `https://etherscan.io/tokenapprovalchecker?search=${OWNER}`);
  });

  it('sends approve(spender, 0) to the token contract only after the confirmation, then reads again', async () => {
    vi.mocked(readHoldings).mockResolvedValue(ethereumReading('5000000'));
    vi.mocked(waitForSettlement).mockResolvedValue('confirmed');
    render(<WalletPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Connect Ethereum wallet' }));
    const card = await screen.findByTestId('wallet-chain-ethereum');
    await within(card).findByText('5');
    fireEvent.click(within(card).getByRole('button', { name: 'Revoke' }));
    const sheet = await screen.findByRole('dialog', { name: 'Revoke allowance' });
    expect(sheet).toHaveTextContent('This sets the allowance of Legacy staking pool for your USDT on Ethereum to 0');
    expect(within(sheet).getByTestId('revoke-facts')).toHaveTextContent(SPENDER);
    expect(requests.filter((r) => r.method === 'eth_sendTransaction')).toEqual([]);

    vi.mocked(readHoldings).mockResolvedValue(ethereumReading('0'));
    fireEvent.click(within(sheet).getByRole('button', { name: 'Revoke' }));
    expect(await within(sheet).findByText('Allowance revoked')).toBeInTheDocument();
    const sent = requests.filter((r) => r.method === 'eth_sendTransaction');
    expect(sent).toEqual([{ method: 'eth_sendTransaction', params: [{ from: OWNER, to: USDT, data: await revokeCalldata(SPENDER), value: '0x0' }] }]);
    expect(within(sheet).getByRole('link', { name: 'View transaction' })).toHaveAttribute('href', 'https://etherscan.io/tx/0xhash');
    await waitFor(() => expect(within(card).getByText('No open allowances')).toBeInTheDocument());
  });

  it('asks the wallet to sign once for three taps on Revoke in the same instant, and once for the account', async () => {
    vi.mocked(readHoldings).mockResolvedValue(ethereumReading('5000001'));
    vi.mocked(waitForSettlement).mockResolvedValue('confirmed');
    render(<WalletPanel />);
    const connect = screen.getByRole('button', { name: 'Connect Ethereum wallet' });
    act(() => {
      connect.click();
      connect.click();
      connect.click();
    });
    const card = await screen.findByTestId('wallet-chain-ethereum');
    expect(requests.filter((r) => r.method === 'eth_requestAccounts')).toHaveLength(1);
    fireEvent.click(await within(card).findByRole('button', { name: 'Revoke' }));
    const sheet = await screen.findByRole('dialog', { name: 'Revoke allowance' });
    // The allowance now, exactly (the card rounds it: 5).
    expect(within(sheet).getByTestId('revoke-facts')).toHaveTextContent('Allowance now5.000001');
    const revoke = within(sheet).getByRole('button', { name: 'Revoke' });
    act(() => {
      revoke.click();
      revoke.click();
      revoke.click();
    });
    expect(await within(sheet).findByText('Allowance revoked')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'eth_sendTransaction')).toHaveLength(1);
  });

  it('sends nothing when the sheet is closed without confirming', async () => {
    vi.mocked(readHoldings).mockResolvedValue(ethereumReading('5000000'));
    render(<WalletPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Connect Ethereum wallet' }));
    const card = await screen.findByTestId('wallet-chain-ethereum');
    fireEvent.click(await within(card).findByRole('button', { name: 'Revoke' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.map((r) => r.method)).toEqual(['eth_requestAccounts']);
  });

  it('shows a chain\'s rate limit (1300) and a bad configuration (1301) on its own card, the other chains still shown', async () => {
    vi.mocked(readHoldings).mockImplementation(async (chain) => {
      if (chain.id === 'bsc') throw { code: 'SERVER_ERROR', response: { statusCode: 429 } };
      return ethereumReading('0');
    });
    render(<WalletPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Connect Ethereum wallet' }));
    expect(await screen.findByTestId('wallet-error-bsc')).toHaveTextContent("The free RPC service's rate limit was reached. Wait a minute, then retry. (code 1300)");
    expect(await screen.findByTestId('wallet-token-ethereum-USDT')).toHaveTextContent('1,234.56');

    vi.mocked(readHoldings).mockImplementation(async (chain) => {
      const { WalletConfigError } = await import('@atrium/platform');
      if (chain.id === 'bsc') throw new WalletConfigError('bad');
      return ethereumReading('0');
    });
    fireEvent.click(within(screen.getByTestId('wallet-chain-bsc')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('wallet-error-bsc')).toHaveTextContent('The provider configuration of BNB Chain is invalid. (code 1301)');
  });

  it('says when the browser has no wallet, and says a declined connection', async () => {
    delete (window as unknown as { ethereum?: unknown }).ethereum;
    const { unmount } = render(<WalletPanel />);
    expect(screen.getByText('No Ethereum wallet in this browser')).toBeInTheDocument();
    unmount();
    (window as unknown as { ethereum: unknown }).ethereum = { request: async () => Promise.reject({ code: 4001, message: 'User rejected the request.' }) };
    render(<WalletPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Connect Ethereum wallet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You declined the request in your wallet');
  });
});
