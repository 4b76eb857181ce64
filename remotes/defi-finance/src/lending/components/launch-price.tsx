import type { Launch } from '@atrium/api';
import { formatPrice } from '@atrium/ui';

/** A launch's price, one token in USDT ("1 NOVA = 0.05 USDT"), through the kit's price format. */
export function LaunchPrice({ launch }: { launch: Pick<Launch, 'token' | 'price'> }) {
  return (
    <span dir="ltr">
      1 {launch.token.toUpperCase()} = {formatPrice(launch.price)} USDT
    </span>
  );
}
