import { useTranslation } from '@atrium/i18n';
import { Tabs } from '@atrium/ui';
import type { AuthMethod } from './rules/auth-method';

const LABEL_KEY = { account: 'method_account', email: 'method_email', phone: 'method_phone' } as const;

export interface MethodTabsProps {
  methods: readonly AuthMethod[];
  value: AuthMethod;
  onChange: (method: AuthMethod) => void;
  /** What the tabs choose, for screen readers. */
  label: string;
}

/** The account / e-mail / mobile tabs of sign-in and sign-up, in the order given. */
export function MethodTabs({ methods, value, onChange, label }: MethodTabsProps) {
  const { t } = useTranslation('auth');
  return (
    <Tabs
      aria-label={label}
      items={methods.map((method) => ({ key: method, label: t(LABEL_KEY[method]) }))}
      value={value}
      onChange={(key) => onChange(key as AuthMethod)}
    />
  );
}
