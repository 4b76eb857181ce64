import { useTranslation } from '@atrium/i18n';
import { useSettingsStore } from '@atrium/platform';

/** A VIP level's name as the operator set it in settings ("VIP2"), or a translated "VIP 2" when settings have none. */
export function useVipName(): (level: number) => string {
  const { t } = useTranslation('defi-finance-finance');
  const levels = useSettingsStore((s) => s.settings?.vip.levels);
  return (level) => levels?.find((entry) => entry.level === level)?.name || t('vip_level', { level });
}
