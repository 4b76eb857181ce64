import { useState } from 'react';
import { useTranslation } from '@atrium/i18n';
import { BottomSheet } from '@atrium/ui';
import type { UsableServiceEntry } from '@atrium/platform';
import { assetUrl } from '@atrium/platform/asset-url';
import { ServiceFrameSheet } from './service-frame-sheet';
import styles from './overlay-host.module.css';

/** What a tap on customer service opens on the page: the picker of several entries, or a framed widget. */
export type ServiceOpening = { kind: 'picker'; entries: UsableServiceEntry[] } | { kind: 'frame'; url: string };

/**
 * The service picker and the framed widget's sheet (spec §4), loaded on the first tap, off
 * /home's first load. Mounted anew (by key) for each tap.
 */
export default function ServiceOverlays({ opening }: { opening: ServiceOpening }) {
  const { t } = useTranslation('shell');
  const [picker, setPicker] = useState(opening.kind === 'picker' ? opening.entries : null);
  const [frame, setFrame] = useState(opening.kind === 'frame' ? opening.url : null);

  return (
    <>
      <BottomSheet open={picker !== null} onClose={() => setPicker(null)} title={t('service_title')}>
        <ul className={styles.services}>
          {picker?.map(({ entry, target }, i) => (
            <li key={`${i}-${target.url}`}>
              {target.kind === 'frame' ? (
                <button
                  type="button"
                  className={styles.service}
                  onClick={() => {
                    setPicker(null);
                    setFrame(target.url);
                  }}
                >
                  <img src={assetUrl(entry.imgUrl) ?? undefined} alt="" width={40} height={40} />
                  <span>{t('service_entry', { n: i + 1 })}</span>
                </button>
              ) : (
                <a
                  className={styles.service}
                  href={target.url}
                  {...(target.kind === 'deep-link' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
                >
                  <img src={assetUrl(entry.imgUrl) ?? undefined} alt="" width={40} height={40} />
                  <span>{t('service_entry', { n: i + 1 })}</span>
                </a>
              )}
            </li>
          ))}
        </ul>
      </BottomSheet>
      <ServiceFrameSheet url={frame} onClose={() => setFrame(null)} />
    </>
  );
}
