import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ToastHost } from '@atrium/ui';
import { tenant, useSessionStore } from '@atrium/platform';
import { KeptAliveOutlet } from './kept-alive-outlet';
import { TabBar } from './tab-bar';
import { tabBarVisible } from './tab-bar-visibility';
import { useOpenTabs } from './use-tabs';
import { usePageTitle, useRouteHandle } from './use-page-title';
import { OverlayHost } from '../overlays/overlay-host';
import { OfflineBanner } from './offline-banner';
import styles from './app-layout.module.css';

/** Only a non-production tenant can have a remote override; the banner's code loads only there. */
const RemoteOverrideBanner = lazy(async () => {
  const banner = await import('./remote-override-banner');
  await banner.ready;
  return banner;
});

/** The frame around every screen: views, tab bar, overlays and toasts. */
export function AppLayout() {
  const handle = useRouteHandle();
  const location = useLocation();
  const tabs = useOpenTabs();
  const openTabKeys = tabs.map((tab) => tab.key);
  usePageTitle(handle);

  // Signed-in users re-fetch user info on every navigation (spec §2).
  useEffect(() => {
    const session = useSessionStore.getState();
    if (session.isSign) session.refreshUserInfo().catch(() => undefined);
  }, [location.key]);

  const showTabBar = tabBarVisible(handle?.tabKey, openTabKeys, location.pathname);
  return (
    <div className={styles.app} data-tabbar={showTabBar ? 'shown' : 'hidden'}>
      {!tenant().production && (
        <Suspense fallback={null}>
          <RemoteOverrideBanner />
        </Suspense>
      )}
      <OfflineBanner />
      <main className={styles.main}>
        <KeptAliveOutlet tabKey={handle?.tabKey} openTabKeys={openTabKeys} />
      </main>
      {showTabBar && <TabBar tabs={tabs} activeKey={handle?.tabKey} />}
      <OverlayHost />
      <ToastHost />
    </div>
  );
}
