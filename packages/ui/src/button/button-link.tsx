import type { ComponentPropsWithoutRef } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styles from './button.module.css';
import { cx } from '../utils/class-names';

interface Look {
  /** `primary` (default) filled, `secondary` outlined, `text` a bare text action: the look of the same {@link Button} variant. */
  variant?: 'primary' | 'secondary' | 'text';
  /** Full width of its container. */
  block?: boolean;
}

/** Props of {@link ButtonLink}: a router link's props (`to`), or an anchor's (`href`) for an address outside the app. */
export type ButtonLinkProps = Look & (LinkProps | (ComponentPropsWithoutRef<'a'> & { href: string; to?: never }));

/**
 * A link that looks like the kit's button: it goes somewhere rather than doing something (a
 * screen of the app with `to`, another site with `href`, whose caller sets `target` and `rel`).
 */
export function ButtonLink({ variant = 'primary', block = false, className, children, ...link }: ButtonLinkProps) {
  const look = { 'data-variant': variant, className: cx(styles.button, styles.link, styles[variant], block && styles.block, className) };
  const label = <span className={styles.label}>{children}</span>;
  if (link.to !== undefined) {
    return (
      <Link {...(link as LinkProps)} {...look}>
        {label}
      </Link>
    );
  }
  return (
    <a {...(link as ComponentPropsWithoutRef<'a'>)} {...look}>
      {label}
    </a>
  );
}
