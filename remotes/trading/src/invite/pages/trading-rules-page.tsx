import { listRules } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { tenant, useCoinStore } from '@atrium/platform';
import { useAsync } from '@atrium/kit';
import { EmptyState, Page, SafeHtml, Section } from '@atrium/ui';
import { AsyncView } from '@atrium/ui/async-view';
import { SecondContractPeriods } from '../components/second-contract-periods';
import { TradeParameters } from '../components/trade-parameters';

/** The rules text's key (`/api/option/rules/list?key=`), seeded by the reference API. */
const TRADING_RULES = 'TRADING_RULES';

/**
 * /tradingRules: the operator's rules text (server HTML, sanitised), then the parameters the
 * server applies now (fees, leverage, margins) and, where the tenant offers the second
 * contract, its periods. The text is the operator's; the figures are live, so they are
 * right even when the text was written for other ones.
 */
export default function TradingRulesPage() {
  const { t } = useTranslation(['trading-invite', 'trading']);
  const rules = useAsync((call) => listRules(TRADING_RULES, call));
  const secondContract = tenant().flags.secondContract;
  const firstSecondCoin = useCoinStore((s) => s.secondContractCoinList[0]);
  return (
    <Page title={t('trading:title_trading_rules')}>
      <Section as="section" data-testid="trading-rules">
        <AsyncView result={rules} framed={false}>
          {(data) => {
            const content = data?.[0]?.content?.trim();
            return content ? <SafeHtml html={content} /> : <EmptyState title={t('rules_empty')} />;
          }}
        </AsyncView>
      </Section>
      <TradeParameters />
      {secondContract && firstSecondCoin && <SecondContractPeriods coin={firstSecondCoin} />}
    </Page>
  );
}
