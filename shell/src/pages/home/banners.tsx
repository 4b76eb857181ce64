import { Link } from 'react-router-dom';
import { DEFAULT_LOCALE, localeOfTag, useTranslation } from '@atrium/i18n';
import type { Banner } from '@atrium/api';
import { usePathEnabled, useSettingsStore } from '@atrium/platform';
import { assetUrl } from '@atrium/platform/asset-url';
import { useTextLang } from '@atrium/ui';
import { bannerHeadline } from './banner-headline';
import styles from './home-page.module.css';

/**
 * The tenant's banners (settings.playing), side by side with snap scrolling: no timer, so nothing
 * moves under a finger and a slow phone spends nothing on them. A banner links where it says
 * when this tenant can open that path.
 *
 * A banner is text over a picture, not a picture per language: its headline is the server's
 * text in the reader's language (English, marked as such, where the server has none), drawn
 * over a picture without words. One picture serves every language, so the first banner, /home's
 * largest paint, is preloaded from the settings before the app knows the reader's language
 * (banner-preload.ts) and is the right one for everybody, and the settings stay one answer the
 * page can preload for every reader; a picture per language would be a second download on every
 * language change and 21 pictures to keep in step. The text sits in the picture's box, whose
 * size is reserved (width, height, aspect-ratio): nothing moves when either arrives.
 */
export function Banners() {
  const { t, i18n } = useTranslation('shell');
  const textLang = useTextLang();
  const locale = localeOfTag(i18n.language) ?? DEFAULT_LOCALE;
  const banners = useSettingsStore((s) => s.settings?.playing);
  const enabled = usePathEnabled();
  if (!banners?.length) return null;
  return (
    <section className={styles.banners} aria-label={t('promotions')}>
      {banners.map((banner: Banner, i) => {
        const headline = bannerHeadline(banner, locale);
        const content = (
          <>
            {/* The first banner is /home's largest paint (preloaded from the settings: banner-preload.ts). */}
            <img src={assetUrl(banner.imgUrl) ?? undefined} alt="" className={styles.banner} width={690} height={260} fetchPriority={i === 0 ? 'high' : undefined} />
            {headline && (
              <span className={styles.bannerHeadline} {...textLang(headline.lang)} data-testid="banner-headline">
                <strong className={styles.bannerTitle}>{headline.title}</strong>
                <span className={styles.bannerSubtitle}>{headline.subtitle}</span>
              </span>
            )}
          </>
        );
        // A picture without a headline still needs a name for screen readers; a headline is its own.
        const name = headline ? undefined : t('promotion_n', { n: i + 1 });
        return banner.linkUrl.startsWith('/') && enabled(banner.linkUrl) ? (
          <Link key={banner.imgUrl} to={banner.linkUrl} className={styles.bannerLink} aria-label={name}>
            {content}
          </Link>
        ) : (
          <span key={banner.imgUrl} className={styles.bannerLink}>
            {content}
          </span>
        );
      })}
    </section>
  );
}
