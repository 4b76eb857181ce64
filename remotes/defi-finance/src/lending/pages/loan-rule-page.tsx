import { listRules } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { useAsync } from '@atrium/kit';
import { EmptyState, Page, SafeHtml, Section, useTextLang } from '@atrium/ui';
import { AsyncView } from '@atrium/ui/async-view';

/** The loan rules text's key (`/api/option/rules/list?key=`). */
const LOAN_RULE = 'LOAN_RULE';

/** /loan-rule: the operator's loan rules (server HTML, sanitised). */
export default function LoanRulePage() {
  const { t } = useTranslation(['defi-finance-lending', 'defi-finance']);
  const rules = useAsync((call) => listRules(LOAN_RULE, call));
  const textLang = useTextLang();
  return (
    <Page title={t('defi-finance:title_loan_rule')}>
      <AsyncView result={rules}>
        {(data) => {
          const content = data?.[0]?.content?.trim();
          return (
            <Section as="section" data-testid="loan-rules">
              {/* In English where the server has no translation, and marked so. */}
              {content ? (
                <div {...textLang(data?.[0]?.lang)}>
                  <SafeHtml html={content} />
                </div>
              ) : (
                <EmptyState title={t('rules_empty')} />
              )}
            </Section>
          );
        }}
      </AsyncView>
    </Page>
  );
}
