import { getVipStatus, type FinanceProduct } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { Link } from '@atrium/platform';
import { Row, useAsync } from '@atrium/kit';
import { Page, Section, Skeleton } from '@atrium/ui';
import { AsyncView } from '@atrium/ui/async-view';
import { ProductList } from '../components/product-list';
import { useVipName } from '../hooks/use-vip-name';
import styles from '../components/finance.module.css';
import screen from '../../shared/screen.module.css';

/**
 * /membersOnly: the products for VIP members, under the user's own level; each card says the level
 * it needs and whether the user has it. The rules of the levels are the content remote's /vip-rule.
 */
export default function MembersOnlyPage() {
  const { t } = useTranslation(['defi-finance-finance', 'defi-finance']);
  const vip = useAsync(getVipStatus);
  const vipName = useVipName();
  const level = vip.status === 'ready' ? vip.data.level : null;
  const footer = (product: FinanceProduct) => (
    <Row label={t('requires_level', { level: vipName(product.vipLevel) })} data-testid={`qualify-${product.id}`}>
      {level !== null &&
        (level >= product.vipLevel ? <span className={styles.ok}>{t('you_qualify')}</span> : <span className={styles.warning}>{t('you_do_not_qualify')}</span>)}
    </Row>
  );
  return (
    <Page title={t('defi-finance:title_members_only')}>
      <Section as="section" data-testid="vip-status">
        <AsyncView result={vip} framed={false} skeleton={<Skeleton lines={1} />}>
          {(status) => (
            <Row label={t('your_level')}>
              <strong>{status.level > 0 ? status.name || vipName(status.level) : t('no_vip')}</strong>
            </Row>
          )}
        </AsyncView>
        <Link to="/vip-rule" className={screen.link}>
          {t('vip_rules_link')}
        </Link>
      </Section>
      <ProductList kind="financial" audience="members" linkOf={(p) => `/financialDetails/${p.id}`} footerOf={footer} />
    </Page>
  );
}
