import { listInvitees } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { useFormatDateTime } from '@atrium/platform';
import { usePagedList } from '@atrium/kit';
import { NumberText } from '@atrium/ui';
import { NoInviteYet } from './no-invite-yet';
import { PagedListView } from '@atrium/ui/paged-list-view';
import styles from './invite.module.css';

/** The friends who signed up with the user's code, newest first, with what each has earned the user. */
export function InviteeList() {
  const { t } = useTranslation('trading-invite');
  const format = useFormatDateTime();
  const list = usePagedList((page, call) => listInvitees(page, undefined, call));
  return (
    <PagedListView list={list} empty={<NoInviteYet title={t('invitees_empty')} />}>
      {(rows) => (
        <ul className={styles.list} data-testid="invitee-list">
          {rows.map((row, index) => (
            // A page holds no id for an invitee (a masked name is not unique): the position is the key.
            <li key={`${index}:${row.name}`} className={styles.item}>
              <span className={styles.itemMain}>
                <span className={`${styles.strong} ${styles.mono}`}>{row.name}</span>
                <span className={styles.muted}>{t('joined_at', { time: format(row.joinTime) })}</span>
              </span>
              <span className={styles.income}>
                +<NumberText value={row.income} /> USDT
              </span>
            </li>
          ))}
        </ul>
      )}
    </PagedListView>
  );
}
