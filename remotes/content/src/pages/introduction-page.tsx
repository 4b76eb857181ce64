import { useTranslation } from '@atrium/i18n';
import { getWhitePaperSetting, NOTICE_KEYS } from '@atrium/api';
import { ClausePage } from '../components/clause-page';
import { ExternalLinkButton } from '../components/external-link-button';
import { useAsync } from '@atrium/kit';
import { externalUrl } from '@atrium/platform';
import styles from './introduction-page.module.css';

/** The tenant's white paper, when it has one switched on (GET /common/getWhitePaperSetting). */
function WhitePaperLink() {
  const { t } = useTranslation('content');
  const setting = useAsync(getWhitePaperSetting);
  const url = setting.status === 'ready' && setting.data?.enabled ? externalUrl(setting.data.url) : null;
  if (!url) return null;
  return (
    <div className={styles.whitePaper}>
      <ExternalLinkButton href={url} variant="secondary" block>
        {t('white_paper')}
      </ExternalLinkButton>
    </div>
  );
}

/** /introduction (spec §2): the exchange introduction (key EXCHANGE_INTRODUCTION) and the white paper. */
export default function IntroductionPage() {
  return (
    <ClausePage noticeKey={NOTICE_KEYS.introduction} titleKey="title_introduction">
      <WhitePaperLink />
    </ClausePage>
  );
}
