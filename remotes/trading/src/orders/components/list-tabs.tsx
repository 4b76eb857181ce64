import type { ReactNode } from 'react';
import { useTranslation } from '@atrium/i18n';
import { Section, Tabs } from '@atrium/ui';

export interface ListTabsProps<K extends string> {
  value: K;
  onChange(key: NoInfer<K>): void;
  items: { key: NoInfer<K>; label: string }[];
  /** The selected list. */
  children: ReactNode;
}

/** The card under an order form: tabs for its lists (open orders, history…) over the selected one. */
export function ListTabs<K extends string>({ value, onChange, items, children }: ListTabsProps<K>) {
  const { t } = useTranslation('trading-orders');
  return (
    <Section>
      <Tabs aria-label={t('lists')} value={value} onChange={(key) => onChange(key as K)} items={items} />
      <div role="tabpanel">{children}</div>
    </Section>
  );
}
