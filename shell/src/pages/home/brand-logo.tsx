import styles from './brand-logo.module.css';

export interface BrandLogoProps {
  /** The wordmark drawn for light headers (Settings.logo). */
  light: string;
  /** The wordmark with light lettering for dark headers (Settings.logoDark), when the tenant has one. */
  dark: string | undefined;
  /** The brand's name, the image's text alternative. */
  name: string;
}

/**
 * The tenant's wordmark for the current theme. Both images are in the page from the start and
 * the theme attribute on <body> shows one, so switching themes swaps them with nothing to load
 * (no flash of the wrong one, no empty header). A tenant without a dark wordmark gets its light
 * one on a light plate in the dark theme: dark lettering on a dark header would vanish.
 */
export function BrandLogo({ light, dark, name }: BrandLogoProps) {
  if (!dark) return <img className={`${styles.logo} ${styles.plated}`} src={light} alt={name} height={28} data-testid="brand-logo" />;
  return (
    <>
      <img className={`${styles.logo} ${styles.forLight}`} src={light} alt={name} height={28} data-testid="brand-logo" />
      <img className={`${styles.logo} ${styles.forDark}`} src={dark} alt={name} height={28} data-testid="brand-logo" />
    </>
  );
}
