import type { ReactNode } from 'react';
import { useTranslation } from '@atrium/i18n';
import { ButtonLink, VisuallyHidden } from '@atrium/ui';

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
  return (
    <ButtonLink href={href} target="_blank" rel="noopener noreferrer" variant={variant} block={block} className={className}>
      {children}
      <VisuallyHidden>({t('opens_new_tab')})</VisuallyHidden>
    </ButtonLink>
  );
}
