import { useState } from 'react';
import { useTranslation } from '@atrium/i18n';
import type { DownloadEntry } from '@atrium/api';
import { tenant } from '@atrium/platform';
import { EmptyState, Page, Skeleton } from '@atrium/ui';
import { QrCode } from '@atrium/ui/qr-code';
import { AsyncView } from '../components/async-view';
import { ExternalLinkButton } from '../components/external-link-button';
import { detectDevice, type Device } from '../components/device';
import { externalUrl } from '@atrium/platform';
import { useSettings } from '../components/use-settings';
import { Card } from '@atrium/kit';
import styles from './app-download-page.module.css';

type Platform = Exclude<Device, 'other'>;

/** Product names: the same in every language. */
const PLATFORM_NAME: Record<Platform, string> = { android: 'Android', ios: 'iOS' };

/** Spec §9: QR codes are 170 px (error correction H and margin 2 are the kit's). */
const QR_SIZE = 170;

interface StoreLink {
  platform: Platform;
  url: string;
}

/** The enabled Android and iOS entries (isOpen is the string "true", spec §3), one per platform, in the server's order. */
function storeLinks(downloads: readonly DownloadEntry[] | undefined): StoreLink[] {
  const links: StoreLink[] = [];
  for (const entry of downloads ?? []) {
    const platform = entry.name?.toLowerCase();
    const url = externalUrl(entry.url);
    if (entry.isOpen !== 'true' || !url || (platform !== 'android' && platform !== 'ios')) continue;
    if (!links.some((link) => link.platform === platform)) links.push({ platform, url });
  }
  return links;
}

interface LayoutProps {
  links: StoreLink[];
  /** The link for the visitor's device, or the first one. */
  current: StoreLink;
  /** Why `current` is not the visitor's own store: the device is unknown, or its store is not offered. */
  fallback: 'unknown-device' | 'not-offered' | null;
}

/** Stacked buttons, the one for this device first in weight, and its QR code below. */
function ListLayout({ links, current, fallback }: LayoutProps) {
  const { t } = useTranslation('content');
  const caption = t('download_scan', { platform: PLATFORM_NAME[current.platform] });
  return (
    <div className={styles.list} data-layout="list">
      {links.map((link) => (
        <ExternalLinkButton
          key={link.platform}
          href={link.url}
          variant={link === current ? 'primary' : 'secondary'}
          block
        >
          {t('download_for', { platform: PLATFORM_NAME[link.platform] })}
        </ExternalLinkButton>
      ))}
      <figure className={styles.qr}>
        <QrCode value={current.url} size={QR_SIZE} title={caption} />
        <figcaption className={styles.caption}>
          <span>{caption}</span>
          {fallback && (
            <span className={styles.note}>
              {fallback === 'unknown-device'
                ? t('download_other_device', { platform: PLATFORM_NAME[current.platform] })
                : t('download_not_for_device', { platform: PLATFORM_NAME[current.platform] })}
            </span>
          )}
        </figcaption>
      </figure>
    </div>
  );
}

/** Side-by-side cards, each with its own QR code; the card for this device comes first. */
function CardsLayout({ links, current }: LayoutProps) {
  const { t } = useTranslation('content');
  const ordered = [current, ...links.filter((link) => link !== current)];
  return (
    <ul className={styles.cards} data-layout="cards">
      {ordered.map((link) => {
        const name = PLATFORM_NAME[link.platform];
        return (
          <Card key={link.platform} className={styles.card}>
            <h2 className={styles.cardTitle}>{name}</h2>
            <QrCode value={link.url} size={QR_SIZE} title={t('download_scan', { platform: name })} />
            <p className={styles.caption}>{t('download_scan', { platform: name })}</p>
            <ExternalLinkButton href={link.url} block>
              {t('download_for', { platform: name })}
            </ExternalLinkButton>
          </Card>
        );
      })}
    </ul>
  );
}

/**
 * /app-download (spec §2): the enabled store links, with a QR code of the one matching the
 * visitor's device. The tenant flag `appDownload.layout` picks the list or the cards layout.
 */
export default function AppDownloadPage() {
  const { t } = useTranslation('content');
  const settings = useSettings();
  const [device] = useState(() => detectDevice());
  const layout = tenant().flags.appDownload.layout;

  return (
    <Page title={t('title_app_download')}>
      <AsyncView result={settings} skeleton={<Skeleton height={QR_SIZE} />}>
        {(data) => {
          const links = storeLinks(data.downloads);
          const matching = links.find((link) => link.platform === device);
          const current = matching ?? links[0];
          if (!current) return <EmptyState title={t('download_empty')} />;
          const Layout = layout === 'cards' ? CardsLayout : ListLayout;
          const fallback = matching ? null : device === 'other' ? 'unknown-device' : 'not-offered';
          return <Layout links={links} current={current} fallback={fallback} />;
        }}
      </AsyncView>
    </Page>
  );
}
