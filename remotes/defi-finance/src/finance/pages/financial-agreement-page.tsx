import { listRules } from '@atrium/api';
import { useTranslation } from 'react-i18next';
import { useAsync } from '@atrium/platform';
import { EmptyState, Page, SafeHtml, Section } from '@atrium/ui';
import { AsyncView } from '@atrium/ui/async-view';

/** The agreement's rules key (`/api/option/rules/list?key=`). */
const FINANCIAL_AGREEMENT = 'FINANCIAL_AGREEMENT';

/** /financialAgreement: the operator's wealth agreement (server HTML, sanitised), the first rule's content. */
export default function FinancialAgreementPage() {
  const { t } = useTranslation(['defi-finance-finance', 'defi-finance']);
  const rules = useAsync((call) => listRules(FINANCIAL_AGREEMENT, call));
  return (
    <Page title={t('defi-finance:title_financial_agreement')}>
      <Section as="section" data-testid="financial-agreement">
        <AsyncView result={rules} framed={false}>
          {(data) => {
            const content = data?.[0]?.content?.trim();
            return content ? <SafeHtml html={content} /> : <EmptyState title={t('agreement_empty')} />;
          }}
        </AsyncView>
      </Section>
    </Page>
  );
}
