import { Activity, useState, type ReactNode } from 'react';
import { useLocation, useOutlet } from 'react-router-dom';
import styles from './kept-alive-outlet.module.css';

type Kept = ReadonlyMap<string, { at: string; element: ReactNode }>;

/**
 * Tab screens stay alive while another tab is shown (spec §2 kept-alive views): each open
 * tab's last screen is kept under React's <Activity>, hidden when not current. A hidden
 * Activity runs its effects' cleanups, so a hidden view drops its socket subscriptions and
 * takes them again when shown. Other screens fade in (spec §2 fade transition) when the user
 * navigates to them; the first screen of a page load does not: there is nothing to fade from, and
 * content that starts transparent has no first contentful paint in Chromium (no FCP, no LCP).
 * A screen outside the tabs is new at each address; a tab's screen is one per tab.
 */
export function KeptAliveOutlet({ tabKey, openTabKeys }: { tabKey: string | undefined; openTabKeys: string[] }) {
  const outlet = useOutlet();
  const location = useLocation();
  const at = location.pathname + location.search;
  const [kept, setKept] = useState<Kept>(new Map());
  const [firstAt] = useState(at);
  const [navigated, setNavigated] = useState(false);
  if (!navigated && at !== firstAt) setNavigated(true);
  const keepCurrent = tabKey !== undefined && openTabKeys.includes(tabKey);
  const stale = [...kept.keys()].some((key) => !openTabKeys.includes(key));
  if ((keepCurrent && kept.get(tabKey)?.at !== at) || stale) {
    // Storing information from the previous render (React's documented pattern): no effect, no extra paint.
    const next = new Map([...kept].filter(([key]) => openTabKeys.includes(key)));
    if (keepCurrent) next.set(tabKey, { at, element: outlet });
    setKept(next);
  }
  // One keyed list, so a screen keeps its place (and its state) when its tab becomes kept: on a
  // first visit the tab list arrives with the settings, after /home has rendered and fetched.
  const views = [...kept].map(([key, view]) => ({ key: `tab:${key}`, element: view.element, shown: key === tabKey, fade: false }));
  if (!keepCurrent) views.push({ key: tabKey !== undefined ? `tab:${tabKey}` : `at:${at}`, element: outlet, shown: true, fade: navigated });
  return (
    <>
      {views.map((view) => (
        <Activity key={view.key} mode={view.shown ? 'visible' : 'hidden'}>
          <div className={view.fade ? `${styles.view} ${styles.fade}` : styles.view}>{view.element}</div>
        </Activity>
      ))}
    </>
  );
}
