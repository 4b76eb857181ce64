/**
 * The wallets a browser injects: an EIP-1193 provider on `window.ethereum` (MetaMask, Trust,
 * any Ethereum-style wallet) and TronLink's `window.tronLink` / `window.tronWeb`. Only the
 * calls the wallet panel makes are typed.
 */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
  on?(event: string, listener: (...args: unknown[]) => void): void;
  removeListener?(event: string, listener: (...args: unknown[]) => void): void;
}

export interface TronContractParameter {
  type: string;
  value: string | number;
}

export interface InjectedTronWeb {
  defaultAddress?: { base58?: string | false };
  transactionBuilder: {
    triggerSmartContract(
      contract: string,
      selector: string,
      options: { feeLimit: number; callValue: number },
      parameters: TronContractParameter[],
      issuer: string,
    ): Promise<{ result?: { result?: boolean }; transaction: unknown }>;
  };
  trx: {
    sign(transaction: unknown): Promise<unknown>;
    sendRawTransaction(signed: unknown): Promise<{ result?: boolean; txid?: string; code?: string; message?: string }>;
  };
}

export interface InjectedTronLink {
  request?(args: { method: 'tron_requestAccounts' }): Promise<unknown>;
  tronWeb?: InjectedTronWeb | false;
}

interface WalletWindow {
  ethereum?: Eip1193Provider;
  tronWeb?: InjectedTronWeb | false;
  tronLink?: InjectedTronLink;
}

const host = () => window as unknown as WalletWindow;

export function injectedEthereum(): Eip1193Provider | null {
  const provider = host().ethereum;
  return provider && typeof provider.request === 'function' ? provider : null;
}

/** TronLink's TronWeb: on `window.tronWeb`, or `tronLink.tronWeb` in newer versions. */
export function injectedTronWeb(): InjectedTronWeb | null {
  const candidate = host().tronWeb || host().tronLink?.tronWeb;
  return candidate && typeof candidate.trx?.sign === 'function' ? candidate : null;
}

export const hasTronWallet = () => Boolean(host().tronLink) || injectedTronWeb() !== null;

/** TronLink answers tron_requestAccounts with {code}: 4001 declined, 4000 a request already open. */
const TRONLINK_DECLINED = 4001;

/** Asks the Ethereum-style wallet for the user's account: called only from the user's tap. */
export async function connectEthereum(): Promise<string> {
  const provider = injectedEthereum();
  if (!provider) throw new Error('no Ethereum wallet');
  const accounts = await provider.request({ method: 'eth_requestAccounts' });
  const first = Array.isArray(accounts) ? accounts[0] : undefined;
  if (typeof first !== 'string') throw new Error('the wallet returned no account');
  return first;
}

/** Asks TronLink to connect the site, then reads the signed-in address: called only from the user's tap. */
export async function connectTron(): Promise<string> {
  const link = host().tronLink;
  if (typeof link?.request === 'function') {
    const answer = await link.request({ method: 'tron_requestAccounts' });
    if (typeof answer === 'object' && answer !== null && (answer as { code?: unknown }).code === TRONLINK_DECLINED) throw { code: 4001, message: 'declined' };
  }
  const address = injectedTronWeb()?.defaultAddress?.base58;
  if (!address) throw new Error('TronLink is locked');
  return address;
}
