import type { Launch } from '@atrium/api';
import { formatPrice } from '@atrium/ui';

/** A launch's price, one token in USDT ("1 NOVA = 0.05 USDT"): a price set by the launch, so said exactly. */
export function LaunchPrice({ launch }: { launch: Pick<Launch, 'token' | 'price'> }) {
  return (
    <span dir="ltr">
      1 {launch.token.toUpperCase()} = {formatPrice(launch.price, { exact: true })} USDT
    </span>
  );
}
