import { NavLink } from 'react-router-dom';
import { useTranslation } from '@atrium/i18n';
import type { TabItem } from '@atrium/api';
import { tenant } from '@atrium/platform';
import { assetUrl } from '@atrium/platform/asset-url';
import { preloadOnIntent } from '../federation/preload-scheduler';
import { useTabLabelFit } from './use-tab-label-fit';
import styles from './tab-bar.module.css';

/** Tabs whose label has a web3 call-to-action variant (spec §2), for tenants with that flag. */
const WEB3_TABS = new Set(['defi', 'financial']);

/** The label key of a tab: its web3 variant where the tenant flag asks for it. */
export function tabLabelKey(key: string, web3Label: boolean): string {
  return web3Label && WEB3_TABS.has(key) ? `tab_${key}_web3` : `tab_${key}`;
}

/**
 * The bottom tab bar (spec §2): open tabs only, each with its checked and unchecked icon and a
 * one-line label (a smaller size for all when one is too long: useTabLabelFit).
 */
export function TabBar({ tabs, activeKey }: { tabs: TabItem[]; activeKey: string | undefined }) {
  const { t } = useTranslation('shell');
  const web3Label = tenant().flags.web3TabLabel;
  const labels = tabs.map((tab) => t(tabLabelKey(tab.key, web3Label), { defaultValue: tab.key }));
  const bar = useTabLabelFit(labels.join('\n'));
  return (
    <nav ref={bar} className={styles.bar} aria-label={t('tab_bar')}>
      {tabs.map((tab, index) => {
        const active = tab.key === activeKey;
        return (
          <NavLink
            key={tab.key}
            to={tab.linkUrl}
            className={styles.tab}
            aria-current={active ? 'page' : undefined}
            onTouchStart={() => preloadOnIntent(tab.linkUrl)}
            onPointerDown={() => preloadOnIntent(tab.linkUrl)}
          >
            <img className={styles.icon} src={assetUrl(active ? tab.checkedImgUrl : tab.imgUrl) ?? undefined} alt="" width={24} height={24} />
            <span className={styles.label} data-tab-label>
              {labels[index]}
            </span>
          </NavLink>
        );
      })}
    </nav>
  );
}
