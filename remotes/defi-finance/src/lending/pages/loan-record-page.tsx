import { useState } from 'react';
import { assetBalance, listLoans, type CallOptions, type LoanOrder } from '@atrium/api';
import { useTranslation } from 'react-i18next';
import { useAsync, Link } from '@atrium/platform';
import { EmptyState, Page, Section } from '@atrium/ui';
import { AsyncView } from '@atrium/ui/async-view';
import { DetailRows } from '../components/detail-rows';
import { ExactAmount } from '../components/exact-amount';
import { LoanCard } from '../components/loan-card';
import { RepayDialog } from '../components/repay-dialog';
import { fundingAvailable } from '../logic/balances';
import screen from '../../shared/screen.module.css';

const loadLoans = async (call: CallOptions) => {
  const [loans, assets] = await Promise.all([listLoans(call), assetBalance(call)]);
  return { loans, usdt: fundingAvailable(assets.balances, 'usdt') };
};

/** /loan-record: the user's loans, newest first, each with its figures and, until repaid, a Repay. */
export default function LoanRecordPage() {
  const { t } = useTranslation(['defi-finance-lending', 'defi-finance']);
  const [version, setVersion] = useState(0);
  const data = useAsync(loadLoans, [version]);
  const [repaying, setRepaying] = useState<LoanOrder | null>(null);
  return (
    <Page title={t('defi-finance:title_loan_record')}>
      <AsyncView result={data}>
        {({ loans, usdt }) => (
          <>
            <Section>
              <DetailRows rows={[{ label: t('usdt_available'), value: <ExactAmount value={usdt} coin="usdt" />, testId: 'loan-usdt-available' }]} />
            </Section>
            {loans.length === 0 ? (
              <EmptyState
                title={t('no_loans')}
                action={
                  <Link to="/loan" className={screen.link}>
                    {t('borrow_now')}
                  </Link>
                }
              />
            ) : (
              <ul className={screen.list} aria-label={t('defi-finance:title_loan_record')}>
                {loans.map((loan) => (
                  <li key={loan.id}>
                    <LoanCard loan={loan} onRepay={() => setRepaying(loan)} />
                  </li>
                ))}
              </ul>
            )}
            {repaying && (
              <RepayDialog
                loan={repaying}
                usdtAvailable={usdt}
                onClose={() => setRepaying(null)}
                onRepaid={() => {
                  setRepaying(null);
                  setVersion((n) => n + 1);
                }}
              />
            )}
          </>
        )}
      </AsyncView>
    </Page>
  );
}
