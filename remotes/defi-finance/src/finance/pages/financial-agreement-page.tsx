import { listRules } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { useAsync } from '@atrium/kit';
import { EmptyState, Page, SafeHtml, Section, useTextLang } from '@atrium/ui';
import { AsyncView } from '@atrium/ui/async-view';

/** The agreement's rules key (`/api/option/rules/list?key=`). */
const FINANCIAL_AGREEMENT = 'FINANCIAL_AGREEMENT';

/** /financialAgreement: the operator's wealth agreement (server HTML, sanitised), the first rule's content. */
export default function FinancialAgreementPage() {
  const { t } = useTranslation(['defi-finance-finance', 'defi-finance']);
  const rules = useAsync((call) => listRules(FINANCIAL_AGREEMENT, call));
  const textLang = useTextLang();
  return (
    <Page title={t('defi-finance:title_financial_agreement')}>
      <Section as="section" data-testid="financial-agreement">
        <AsyncView result={rules} framed={false}>
          {(data) => {
            const content = data?.[0]?.content?.trim();
            // In English where the server has no translation, and marked so.
            return content ? (
              <div {...textLang(data?.[0]?.lang)}>
                <SafeHtml html={content} />
              </div>
            ) : (
              <EmptyState title={t('agreement_empty')} />
            );
          }}
        </AsyncView>
      </Section>
    </Page>
  );
}
