import type { ContractDirection, ContractOrderStatus, ContractPosition, OrderType, PositionStatus } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';

/** The words of the contract screens' enums, each key written out so the messages test sees it. */
export function useContractLabels() {
  const { t } = useTranslation('trading-orders');
  return {
    direction: (d: ContractDirection) => (d === 'long' ? t('long') : t('short')),
    orderType: (type: OrderType) => (type === 'market' ? t('market') : t('limit')),
    orderStatus: (s: ContractOrderStatus) => (s === 0 ? t('status_pending') : s === 1 ? t('status_filled') : t('status_cancelled')),
    positionStatus: (s: PositionStatus) => {
      switch (s) {
        case 0:
          return t('position_open');
        case 1:
          return t('position_closed');
        case 2:
          return t('position_liquidated');
        case 3:
          return t('position_take_profit');
        case 4:
          return t('position_stop_loss');
      }
    },
  };
}

/** "BTCUSDT Long 10×": a position as its confirmations name it. */
export function usePositionName() {
  const { t } = useTranslation('trading-orders');
  const labels = useContractLabels();
  return (position: ContractPosition) => t('position_name', { symbol: position.symbol.toUpperCase(), direction: labels.direction(position.direction), leverage: position.leverage });
}
