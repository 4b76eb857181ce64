import { Link } from 'react-router-dom';
import { useTranslation } from '@atrium/i18n';
import type { MenuEntry } from '@atrium/api';
import { usePathEnabled } from '@atrium/platform';
import { assetUrl } from '@atrium/platform/asset-url';
import { preloadOnIntent } from '../../federation/preload-scheduler';
import styles from './home-page.module.css';

/** An open entry with an in-app path this tenant can open. */
const reachable =
  (enabled: (path: string) => boolean) =>
  (entry: MenuEntry): entry is MenuEntry & { linkUrl: string } =>
    entry.isOpen && Boolean(entry.linkUrl?.startsWith('/')) && enabled(entry.linkUrl!);

/**
 * A menu of the settings (the middle menu's shortcuts, the bottom menu's links): open entries
 * only, and only those that lead somewhere for this tenant, so no link falls through to /home.
 */
export function HomeMenu({ entries, label, variant }: { entries: MenuEntry[] | undefined; label: string; variant: 'grid' | 'links' }) {
  const { t } = useTranslation('shell');
  const shown = (entries ?? []).filter(reachable(usePathEnabled()));
  if (shown.length === 0) return null;
  return (
    <nav aria-label={label} className={variant === 'grid' ? styles.menuGrid : styles.menuLinks}>
      {shown.map((entry) => (
        <Link
          key={entry.key}
          to={entry.linkUrl}
          className={styles.menuItem}
          onTouchStart={() => preloadOnIntent(entry.linkUrl)}
          onPointerDown={() => preloadOnIntent(entry.linkUrl)}
        >
          {assetUrl(entry.imgUrl) && <img src={assetUrl(entry.imgUrl)!} alt="" width={28} height={28} />}
          <span>{t(`menu_${entry.key}`, { defaultValue: entry.key })}</span>
        </Link>
      ))}
    </nav>
  );
}
