import { useTranslation } from '@atrium/i18n';
import type { BuyBlock } from '../logic/vip-gate';
import { useVipName } from './use-vip-name';

/** Why the Buy button is disabled, in words: the level a product needs, or that it is sold out. */
export function useBuyBlockText() {
  const { t } = useTranslation('defi-finance-finance');
  const vipName = useVipName();
  return (block: BuyBlock, requiredLevel: number): string | null => {
    if (block === 'vip') return t('blocked_vip', { level: vipName(requiredLevel) });
    if (block === 'sold_out') return t('blocked_sold_out');
    return null;
  };
}
