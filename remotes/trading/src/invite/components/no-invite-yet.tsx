import { Link } from 'react-router';
import { useTranslation } from '@atrium/i18n';
import { EmptyState } from '@atrium/ui';
import styles from './invite.module.css';

/** An empty invite list: says so and points to /plug, where the user's code and link are. */
export function NoInviteYet({ title }: { title: string }) {
  const { t } = useTranslation('trading-invite');
  return (
    <EmptyState
      title={title}
      description={t('empty_hint')}
      action={
        <Link to="/plug" className={styles.linkButton}>
          {t('go_invite')}
        </Link>
      }
    />
  );
}
