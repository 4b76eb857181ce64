import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { tenant, useSessionStore } from '@atrium/platform';
import { decide, type KnownRoute } from './guard';

/** A browser wallet, Ethereum-style or TRON (spec §2 sign-in-wallet). */
export function walletPresent(): boolean {
  const w = window as unknown as { ethereum?: unknown; tronWeb?: unknown; tronLink?: unknown };
  return Boolean(w.ethereum || w.tronWeb || w.tronLink);
}

/** Runs the guard before a route renders, so a protected screen never flashes. */
export function guardLoader(route: KnownRoute | ((pathname: string) => KnownRoute | undefined)) {
  return ({ request }: LoaderFunctionArgs) => {
    const pathname = new URL(request.url).pathname;
    const decision = decide({
      pathname,
      route: typeof route === 'function' ? route(pathname) : route,
      isSigned: useSessionStore.getState().isSign,
      walletPresent: walletPresent(),
      flags: tenant().flags,
    });
    if (decision.kind === 'redirect') throw redirect(decision.to);
    return null;
  };
}
