import { NavLink } from 'react-router';
import { useTranslation } from '@atrium/i18n';
import type { TabItem } from '@atrium/api';
import styles from './tab-bar.module.css';

/** The bottom tab bar (spec §2): open tabs only, each with its checked and unchecked icon. */
export function TabBar({ tabs, activeKey }: { tabs: TabItem[]; activeKey: string | undefined }) {
  const { t } = useTranslation('shell');
  return (
    <nav className={styles.bar} aria-label={t('tab_bar')}>
      {tabs.map((tab) => {
        const active = tab.key === activeKey;
        return (
          <NavLink key={tab.key} to={tab.linkUrl} className={styles.tab} aria-current={active ? 'page' : undefined}>
            <img className={styles.icon} src={active ? tab.checkedImgUrl : tab.imgUrl} alt="" width={24} height={24} />
            <span>{t(`tab_${tab.key}`, { defaultValue: tab.key })}</span>
          </NavLink>
        );
      })}
    </nav>
  );
}
