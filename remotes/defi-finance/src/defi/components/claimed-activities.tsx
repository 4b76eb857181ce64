import type { DefiActivityNotice } from '@atrium/api';
import { layout, SectionHeading } from '@atrium/kit';
import { useTranslation } from '@atrium/i18n';
import { useFormatDateTime, Link } from '@atrium/platform';
import { NumberText, Section, useTextLang } from '@atrium/ui';
import { useActivityTypes } from './use-activity-types';
import styles from './defi.module.css';
import screen from '../../shared/screen.module.css';

/** The activities the user claimed from the shell's popup, each opening /defiDetail. */
export function ClaimedActivities({ activities }: { activities: DefiActivityNotice[] }) {
  const { t } = useTranslation('defi-finance-defi');
  const format = useFormatDateTime();
  const typeLabel = useActivityTypes();
  const textLang = useTextLang();
  return (
    <Section as="section" aria-labelledby="defi-activities">
      <SectionHeading id="defi-activities">
        {t('activities_title')}
      </SectionHeading>
      {activities.length === 0 ? (
        <p className={styles.notice}>{t('activities_empty')}</p>
      ) : (
        <ul className={styles.list} data-testid="defi-activities">
          {activities.map((activity) => (
            <li key={activity.id}>
              <Link to={`/defiDetail?id=${activity.id}`} className={styles.item}>
                <span className={layout.row}>
                  <span {...textLang(typeLabel(activity.type).lang)}>{typeLabel(activity.type).label}</span>
                  <span>
                    <NumberText value={activity.amount} />
                  </span>
                </span>
                <span className={screen.muted}>{t('activity_until', { time: format(activity.endTimeS) })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
