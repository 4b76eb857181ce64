import { useTranslation } from '@atrium/i18n';
import { Page } from '@atrium/ui';

/**
 * The least a remote's first screen does: the page frame every screen has, a heading from the
 * remote's own i18n namespace, no data read. What a real remote page costs beyond this is its own.
 */
export default function FloorProbePage() {
  const { t } = useTranslation('floor-probe');
  return (
    <Page title={t('title')} back={false}>
      <h2 data-testid="floor-probe">{t('heading')}</h2>
    </Page>
  );
}
