import { useEffect, useRef } from 'react';
import { showDefiOrders } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { SectionHeading, usePagedList } from '@atrium/kit';
import { Section } from '@atrium/ui';
import { PagedListView } from '@atrium/ui/paged-list-view';
import { StakeOrderRow } from './stake-order-row';
import styles from './defi.module.css';

export interface StakeOrdersProps {
  /** Changes when a stake is made elsewhere on the screen: the first page is asked again. */
  version: number;
  onRedeemed(): void;
}

/** The user's stakes, newest first, a page at a time; an active one can be redeemed after a confirmation. */
export function StakeOrders({ version, onRedeemed }: StakeOrdersProps) {
  const { t } = useTranslation('defi-finance-defi');
  const list = usePagedList((pageNum, call) => showDefiOrders(pageNum, undefined, call));
  const { refresh } = list;
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    refresh();
  }, [version, refresh]);

  return (
    <Section as="section" aria-labelledby="defi-orders">
      <SectionHeading id="defi-orders">
        {t('orders_title')}
      </SectionHeading>
      <PagedListView list={list} empty={<p className={styles.notice}>{t('orders_empty')}</p>} skeletonLines={3}>
        {(rows) => (
          <ul className={styles.list} data-testid="defi-orders">
            {rows.map((order) => (
              <StakeOrderRow key={order.id} order={order} onRedeemed={onRedeemed} />
            ))}
          </ul>
        )}
      </PagedListView>
    </Section>
  );
}
