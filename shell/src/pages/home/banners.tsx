import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathEnabled, tenant, useSettingsStore } from '@atrium/platform';
import styles from './home-page.module.css';

/**
 * The tenant's banners (settings.playing), side by side with snap scrolling: no timer, so nothing
 * moves under a finger and a slow phone spends nothing on them. A banner links where it says
 * when this tenant can open that path.
 */
export function Banners() {
  const { t } = useTranslation('shell');
  const banners = useSettingsStore((s) => s.settings?.playing);
  if (!banners?.length) return null;
  return (
    <section className={styles.banners} aria-label={t('promotions')}>
      {banners.map((banner, i) => {
        // The first banner is /home's largest paint (preloaded from the settings: banner-preload.ts).
        const image = <img src={banner.imgUrl} alt="" className={styles.banner} width={690} height={260} fetchPriority={i === 0 ? 'high' : undefined} />;
        return banner.linkUrl.startsWith('/') && pathEnabled(tenant(), banner.linkUrl) ? (
          // The banner is a picture without words: the link still needs a name for screen readers.
          <Link key={banner.imgUrl} to={banner.linkUrl} className={styles.bannerLink} aria-label={t('promotion_n', { n: i + 1 })}>
            {image}
          </Link>
        ) : (
          <span key={banner.imgUrl} className={styles.bannerLink}>
            {image}
          </span>
        );
      })}
    </section>
  );
}
