import { useState } from 'react';
import { isLocale, currentLocale } from '@atrium/i18n';
import { useTranslation } from 'react-i18next';
import { PageHeader, RadioList, Skeleton } from '@atrium/ui';
import { useSettingsStore } from '@atrium/platform';
import { applyLanguage } from '../../session/language';

/** /language-selection (spec §2): the tenant's languages as a radio list; choosing one switches the whole app. */
export default function LanguageSelectionPage() {
  const { t } = useTranslation('shell');
  const languages = useSettingsStore((s) => s.settings?.languages);
  const [value, setValue] = useState<string>(currentLocale());
  const offered = (languages ?? []).filter((item) => isLocale(item.dictValue));
  return (
    <div>
      <PageHeader title={t('title_language')} />
      {!languages ? (
        <Skeleton lines={8} />
      ) : (
        <RadioList
          items={offered.map((item) => ({ value: item.dictValue, label: item.remark, icon: item.imgUrl }))}
          value={value}
          onChange={(next) => {
            if (!isLocale(next)) return;
            setValue(next);
            void applyLanguage(next, languages);
          }}
        />
      )}
    </div>
  );
}
