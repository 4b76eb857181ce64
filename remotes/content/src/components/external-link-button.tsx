import type { ReactNode } from 'react';
import { useTranslation } from '@atrium/i18n';
import styles from './link-button.module.css';
import a11y from './a11y.module.css';

export interface ExternalLinkButtonProps {
  /** An address already checked by `externalUrl`. */
  href: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
  block?: boolean;
  className?: string;
}

/**
 * A link out of the app that looks like the kit's button. It opens in a new tab without
 * handing the app's window (`opener`) or address (`referrer`) to the other site.
 */
export function ExternalLinkButton({ href, children, variant = 'primary', block = false, className }: ExternalLinkButtonProps) {
  const { t } = useTranslation('content');
  const classes = [styles.button, variant === 'secondary' && styles.secondary, block && styles.block, className];
  return (
    <a className={classes.filter(Boolean).join(' ')} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className={a11y.visuallyHidden}>({t('opens_new_tab')})</span>
    </a>
  );
}
