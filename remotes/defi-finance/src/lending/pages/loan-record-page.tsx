import { useEffect, useState } from 'react';
import { assetBalance, listLoanProducts, listLoans, type CallOptions } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { userSocket, Link } from '@atrium/platform';
import { CardList, useAsync } from '@atrium/kit';
import { EmptyState, Page, Section, NumberText } from '@atrium/ui';
import { AsyncView } from '@atrium/ui/async-view';
import { DetailRows } from '../components/detail-rows';
import { LoanCard } from '../components/loan-card';
import { fundingAvailable } from '../logic/balances';
import screen from '../../shared/screen.module.css';

const loadLoans = async (call: CallOptions) => {
  const [loans, assets, products] = await Promise.all([listLoans(call), assetBalance(call), listLoanProducts(call)]);
  return { loans, products, usdt: fundingAvailable(assets.balances, 'usdt') };
};

/**
 * /loan-record: the user's loans, newest first, each with its figures, its loan-to-value at the
 * live price against its product's thresholds and, while open, a Repay.
 */
export default function LoanRecordPage() {
  const { t } = useTranslation(['defi-finance-lending', 'defi-finance']);
  const [version, setVersion] = useState(0);
  const data = useAsync(loadLoans, [version]);
  // A margin call or a liquidation (the server's LOAN frame): load the loans and balances again.
  useEffect(
    () =>
      userSocket.onFrame((frame) => {
        if (frame.type === 'LOAN') setVersion((n) => n + 1);
      }),
    [],
  );
  return (
    <Page title={t('defi-finance:title_loan_record')}>
      <AsyncView result={data}>
        {({ loans, products, usdt }) => (
          <>
            <Section>
              <DetailRows rows={[{ label: t('usdt_available'), value: <NumberText value={usdt} unit="usdt" exact />, testId: 'loan-usdt-available' }]} />
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
              <CardList aria-label={t('defi-finance:title_loan_record')}>
                {loans.map((loan) => (
                  <li key={loan.id}>
                    <LoanCard loan={loan} usdtAvailable={usdt} product={products.find((p) => p.id === loan.productId)} onRepaid={() => setVersion((n) => n + 1)} />
                  </li>
                ))}
              </CardList>
            )}
          </>
        )}
      </AsyncView>
    </Page>
  );
}
