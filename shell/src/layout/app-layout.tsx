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
import { remoteOverrides } from '../federation/remote-override';

const RemoteOverrideBanner = lazy(() => import('./remote-override-banner'));

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
  // Read at each render: an override only changes across a reload, and the read is a small one.
  const overrides = remoteOverrides(tenant());
  return (
    <div className={styles.app} data-tabbar={showTabBar ? 'shown' : 'hidden'}>
      {overrides.length > 0 && (
        <Suspense fallback={null}>
          <RemoteOverrideBanner overrides={overrides} />
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
