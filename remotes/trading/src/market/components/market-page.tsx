import { Page, type PageProps } from '@atrium/ui';
import styles from './market-page.module.css';

/** The frame of every market screen: the kit's page, a little closer under the header (the tabs sit there). */
export function MarketPage(props: Omit<PageProps, 'bodyClassName'>) {
  return <Page {...props} bodyClassName={styles.body} />;
}
