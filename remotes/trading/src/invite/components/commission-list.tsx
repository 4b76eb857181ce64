import { listCommissions } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { useFormatDateTime } from '@atrium/platform';
import { usePagedList } from '@atrium/kit';
import { NumberText } from '@atrium/ui';
import { NoInviteYet } from './no-invite-yet';
import { PagedListView } from '@atrium/ui/paged-list-view';
import styles from './invite.module.css';

/** Every commission paid to the user: which friend's fee, for what, how much, when. */
export function CommissionList() {
  const { t } = useTranslation('trading-invite');
  const format = useFormatDateTime();
  const list = usePagedList((page, call) => listCommissions(page, undefined, call));
  return (
    <PagedListView list={list} empty={<NoInviteYet title={t('commissions_empty')} />}>
      {(rows) => (
        <ul className={styles.list} data-testid="commission-list">
          {rows.map((row) => (
            <li key={row.id} className={styles.item}>
              <span className={styles.itemMain}>
                <span className={styles.strong}>{t(`source_${row.source}`)}</span>
                <span className={styles.muted}>
                  {t('from_user', { name: row.from })} · {format(row.createTime)}
                </span>
              </span>
              <span className={styles.income}>
                +<NumberText value={row.amount} /> {row.coin.toUpperCase()}
              </span>
            </li>
          ))}
        </ul>
      )}
    </PagedListView>
  );
}
