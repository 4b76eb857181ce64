import { useTranslation } from '@atrium/i18n';
import { offsetLabel, TIME_ZONES, useMainStore } from '@atrium/platform';
import { Select, Switch } from '@atrium/ui/controls';
import { applyTheme } from '../../device/theme';
import { applyUpColor } from '../../device/up-color';
import { useDateFormatOptions } from './date-format-options';
import styles from './home-sidebar-page.module.css';

/** Display preferences: theme, which colour means up, time zone and date format. */
export function PreferenceRows() {
  const { t } = useTranslation('shell');
  const { theme, upColor, timezone, timeFormat, setPreferences } = useMainStore();
  const dateFormats = useDateFormatOptions();
  return (
    <ul className={styles.list}>
      <li className={styles.row}>
        <Switch id="pref-theme" className={styles.switch} label={t('dark_theme')} checked={theme === 'dark'} onChange={(on) => applyTheme(on ? 'dark' : 'light')} />
      </li>
      <li className={styles.row}>
        <Switch
          id="pref-up-color"
          className={styles.switch}
          label={t('red_for_up')}
          checked={upColor === 'red'}
          onChange={(on) => {
            const next = on ? 'red' : 'green';
            setPreferences({ upColor: next });
            applyUpColor(next);
          }}
        />
      </li>
      <li className={styles.row}>
        <label htmlFor="pref-zone">{t('time_zone')}</label>
        <Select
          id="pref-zone"
          className={styles.select}
          value={timezone}
          onChange={(zone) => setPreferences({ timezone: zone })}
          options={TIME_ZONES.map((zone) => ({ value: zone.name, label: `${offsetLabel(zone.offset)} ${zone.name.replace(/_/g, ' ')}` }))}
        />
      </li>
      <li className={styles.row}>
        <label htmlFor="pref-format">{t('date_format')}</label>
        <Select
          id="pref-format"
          className={styles.select}
          value={timeFormat}
          onChange={(format) => setPreferences({ timeFormat: format })}
          options={dateFormats}
        />
      </li>
    </ul>
  );
}
