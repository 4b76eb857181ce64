import { useTranslation } from '@atrium/i18n';
import { NumberText } from '@atrium/ui';
import { DetailRows } from '../components/detail-rows';
import type { ContractPreview as Preview } from '../logic/contract-math';

/** What the order would open: notional, quantity, opening fee and the estimated liquidation price. */
export function ContractPreview({ preview, baseCoin }: { preview: Preview | null; baseCoin: string }) {
  const { t } = useTranslation('trading-orders');
  return (
    <DetailRows
      testId="contract-preview"
      rows={[
        { label: t('notional'), value: <><NumberText value={preview?.notional} /> USDT</> },
        { label: t('quantity'), value: <><NumberText value={preview?.quantity} /> {baseCoin.toUpperCase()}</> },
        { label: t('opening_fee'), value: <><NumberText value={preview?.fee} /> USDT</> },
        { label: t('est_liquidation_price'), value: <NumberText value={preview?.liquidationPrice} kind="price" /> },
      ]}
    />
  );
}
