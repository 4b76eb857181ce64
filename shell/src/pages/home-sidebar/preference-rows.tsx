import { useTranslation } from 'react-i18next';
import { offsetLabel, TIME_ZONES, useMainStore } from '@atrium/platform';
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
        <label htmlFor="pref-theme">{t('dark_theme')}</label>
        <input id="pref-theme" type="checkbox" role="switch" checked={theme === 'dark'} onChange={(e) => applyTheme(e.target.checked ? 'dark' : 'light')} />
      </li>
      <li className={styles.row}>
        <label htmlFor="pref-up-color">{t('red_for_up')}</label>
        <input
          id="pref-up-color"
          type="checkbox"
          role="switch"
          checked={upColor === 'red'}
          onChange={(e) => {
            const next = e.target.checked ? 'red' : 'green';
            setPreferences({ upColor: next });
            applyUpColor(next);
          }}
        />
      </li>
      <li className={styles.row}>
        <label htmlFor="pref-zone">{t('time_zone')}</label>
        <select id="pref-zone" value={timezone} onChange={(e) => setPreferences({ timezone: e.target.value })}>
          {TIME_ZONES.map((zone) => (
            <option key={zone.name} value={zone.name}>
              {`${offsetLabel(zone.offset)} ${zone.name.replace(/_/g, ' ')}`}
            </option>
          ))}
        </select>
      </li>
      <li className={styles.row}>
        <label htmlFor="pref-format">{t('date_format')}</label>
        <select id="pref-format" value={timeFormat} onChange={(e) => setPreferences({ timeFormat: e.target.value })}>
          {dateFormats.map((format) => (
            <option key={format.value} value={format.value}>
              {format.label}
            </option>
          ))}
        </select>
      </li>
    </ul>
  );
}
