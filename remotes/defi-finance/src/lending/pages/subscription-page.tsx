import { listLaunches } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { Link } from '@atrium/platform';
import { CardList, useAsync } from '@atrium/kit';
import { EmptyState, Page, Section } from '@atrium/ui';
import { AsyncView } from '@atrium/ui/async-view';
import { LaunchSummary } from '../components/launch-summary';
import styles from '../components/lending.module.css';
import screen from '../../shared/screen.module.css';

/** /subscription: the token launches, each with its phase, figures and countdown, opening its details. */
export default function SubscriptionPage() {
  const { t } = useTranslation(['defi-finance-lending', 'defi-finance']);
  const launches = useAsync(listLaunches);
  return (
    <Page
      title={t('defi-finance:title_subscription')}
      right={
        <Link to="/subscription/order" className={screen.link}>
          {t('my_applications')}
        </Link>
      }
    >
      <AsyncView result={launches}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={t('no_launches')} />
          ) : (
            <CardList aria-label={t('defi-finance:title_subscription')}>
              {list.map((launch) => (
                <li key={launch.id}>
                  <Section>
                    <Link to={`/subscription/info?id=${launch.id}`} className={styles.card} data-testid={`launch-${launch.id}`}>
                      <LaunchSummary launch={launch} />
                    </Link>
                  </Section>
                </li>
              ))}
            </CardList>
          )
        }
      </AsyncView>
    </Page>
  );
}
