import type { ReactNode } from 'react';
import { useTextLang } from '@atrium/ui';
import { assetUrl } from '@atrium/platform/asset-url';
import styles from './uplan.module.css';

/**
 * A plan's icon and title, with an optional label at the end (the review status). The title is
 * the server's, in `lang` (English where it has no translation: then marked so).
 */
export function PlanHead({ icon, title, lang, children }: { icon: string; title: string; lang?: string; children?: ReactNode }) {
  const textLang = useTextLang();
  return (
    <div className={styles.head}>
      {assetUrl(icon) && <img className={styles.icon} src={assetUrl(icon)!} alt="" width={32} height={32} loading="lazy" />}
      {/* The screen's h1 is the page title; a plan is the next level down. */}
      <h2 className={styles.title} {...textLang(lang)}>
        {title}
      </h2>
      {children}
    </div>
  );
}
