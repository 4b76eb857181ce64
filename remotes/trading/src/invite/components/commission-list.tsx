import { listCommissions, type CommissionRecord } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { useFormatDateTime, usePagedList } from '@atrium/platform';
import { NumberText } from '@atrium/ui';
import { NoInviteYet } from './no-invite-yet';
import { PagedListView } from './paged-list-view';
import styles from './invite.module.css';

/** Every commission paid to the user: which friend's fee, for what, how much, when. */
export function CommissionList() {
  const { t } = useTranslation('trading-invite');
  const format = useFormatDateTime();
  const list = usePagedList((page) => listCommissions(page));
  return (
    <PagedListView<CommissionRecord>
      list={list}
      data-testid="commission-list"
      empty={<NoInviteYet title={t('commissions_empty')} />}
      rowKey={(row) => row.id}
      renderRow={(row) => (
        <>
          <span className={styles.itemMain}>
            <span className={styles.strong}>{t(`source_${row.source}`)}</span>
            <span className={styles.muted}>
              {t('from_user', { name: row.from })} · {format(row.createTime)}
            </span>
          </span>
          <span className={styles.income}>
            +<NumberText value={row.amount} /> {row.coin.toUpperCase()}
          </span>
        </>
      )}
    />
  );
}
