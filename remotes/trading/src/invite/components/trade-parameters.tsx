import { useId } from 'react';
import { getTradeConfig, type TradeConfig } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { SectionHeading, layout, useAsync } from '@atrium/kit';
import { NumberText, Section } from '@atrium/ui';
import { AsyncView } from '@atrium/ui/async-view';
import { ratePercent } from '../../shared/rate-percent';
import { useLocaleTag } from './use-locale-tag';
import styles from './invite.module.css';

function Parameters({ config }: { config: TradeConfig }) {
  const { t } = useTranslation('trading-invite');
  const tag = useLocaleTag();
  const leverages = new Intl.ListFormat(tag, { type: 'unit', style: 'short' }).format(
    config.contract.leverages.map((value) => t('leverage_value', { value })),
  );
  return (
    <>
      <h3 className={styles.subheading}>{t('params_contract')}</h3>
      <dl className={styles.rows}>
        <div className={layout.row}>
          <dt className={layout.label}>{t('leverage')}</dt>
          <dd>{leverages}</dd>
        </div>
        <div className={layout.row}>
          <dt className={layout.label}>{t('contract_fee_rate')}</dt>
          <dd data-testid="contract-fee-rate">{ratePercent(config.contract.feeRate)}</dd>
        </div>
        <div className={layout.row}>
          <dt className={layout.label}>{t('maintenance_rate')}</dt>
          <dd>{ratePercent(config.contract.maintenanceRate)}</dd>
        </div>
        <div className={layout.row}>
          <dt className={layout.label}>{t('min_margin')}</dt>
          <dd>
            <NumberText value={config.contract.minMargin} /> USDT
          </dd>
        </div>
      </dl>
      <h3 className={styles.subheading}>{t('params_spot')}</h3>
      <dl className={styles.rows}>
        <div className={layout.row}>
          <dt className={layout.label}>{t('spot_fee_rate')}</dt>
          <dd data-testid="spot-fee-rate">{ratePercent(config.spot.feeRate)}</dd>
        </div>
        <div className={layout.row}>
          <dt className={layout.label}>{t('min_order_value')}</dt>
          <dd>
            <NumberText value={config.spot.minValue} /> USDT
          </dd>
        </div>
      </dl>
    </>
  );
}

/** The live trading parameters (`GET /api/trade/config`): what the rules text refers to, as the server applies it now. */
export function TradeParameters() {
  const { t } = useTranslation('trading-invite');
  const config = useAsync(getTradeConfig);
  const heading = useId();
  return (
    <Section as="section" aria-labelledby={heading} data-testid="trade-parameters">
      <SectionHeading id={heading}>{t('params_heading')}</SectionHeading>
      <AsyncView result={config} framed={false}>{(data) => <Parameters config={data} />}</AsyncView>
    </Section>
  );
}
