import { useRef, useState, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { currentLocale, isLocale, useTranslation } from '@atrium/i18n';
import { PageHeader, RadioList } from '@atrium/ui';
import { useSettingsStore } from '@atrium/platform';
import { assetUrl } from '@atrium/platform/asset-url';
import { applyLanguage } from '../../session/language';
import { SettingsPlaceholder } from '../../layout/first-read-placeholder';

/**
 * /language-selection (spec §2): the tenant's languages as a radio list; choosing one switches
 * the whole app, then takes the user back to the screen they came from, in the new language
 * (one step back when there is an in-app screen behind this one, else home). Choosing is a tap,
 * or Enter or Space on a row: the arrow keys move through the list (and switch the language as
 * they go, as a radio group does) without leaving it.
 */
export default function LanguageSelectionPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const location = useLocation();
  const languages = useSettingsStore((s) => s.settings?.languages);
  const [value, setValue] = useState<string>(currentLocale());
  // The switch under way, so going back waits for the new language to be in.
  const switching = useRef<Promise<void>>(Promise.resolve());
  const offered = (languages ?? []).filter((item) => isLocale(item.dictValue));

  const goBack = () => {
    // react-router keys the first entry of a page load 'default': nothing of ours is behind it.
    if (location.key === 'default') void navigate('/home', { replace: true });
    else void navigate(-1);
  };
  // A row's click comes after its change: the chosen language (or the current one, tapped again) is final.
  const onRowClick = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('[role="radio"]')) void switching.current.then(goBack);
  };

  return (
    <div>
      <PageHeader title={t('title_language')} />
      {!languages ? (
        <SettingsPlaceholder lines={8} />
      ) : (
        <div onClick={onRowClick}>
          <RadioList
            items={offered.map((item) => ({ value: item.dictValue, label: item.remark, icon: assetUrl(item.imgUrl) ?? undefined }))}
            value={value}
            onChange={(next) => {
              if (!isLocale(next)) return;
              setValue(next);
              switching.current = applyLanguage(next, languages);
            }}
          />
        </div>
      )}
    </div>
  );
}
