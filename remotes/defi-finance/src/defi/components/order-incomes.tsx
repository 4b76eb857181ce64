import { showDefiIncome } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { useFormatDateTime } from '@atrium/platform';
import { layout, useAsync } from '@atrium/kit';
import { LoadError, Skeleton, NumberText } from '@atrium/ui';
import styles from './defi.module.css';

/** The daily incomes paid to one stake, newest first. */
export function OrderIncomes({ orderId }: { orderId: number }) {
  const { t } = useTranslation('defi-finance-defi');
  const format = useFormatDateTime();
  const incomes = useAsync((call) => showDefiIncome(orderId, call), [orderId]);
  if (incomes.status === 'loading') return <Skeleton lines={2} />;
  if (incomes.status === 'error') return <LoadError onRetry={incomes.retry} />;
  if (incomes.data.length === 0) return <p className={styles.notice}>{t('incomes_empty')}</p>;
  return (
    <ul className={styles.list} aria-label={t('incomes_title')}>
      {incomes.data.map((income) => (
        <li key={income.id} className={layout.row}>
          <span className={layout.label}>{format(income.day, { dateOnly: true })}</span>
          <span dir="ltr">
            +<NumberText value={income.amount} unit="usdt" />
          </span>
        </li>
      ))}
    </ul>
  );
}
