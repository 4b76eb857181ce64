import { useTranslation } from '@atrium/i18n';
import { useNow } from '../hooks/use-now';
import { remaining } from '../logic/launch-math';

const two = (n: number) => String(n).padStart(2, '0');

/**
 * Time left until `target`, ticking every second: "2 days 03:04:05" in the user's language.
 *
 * Only the hh:mm:ss clock is compact (digits and colons read the same everywhere). The days are
 * a plural message with the unit written out ("1 day", "2 дня", "5 дней", "يومان"): a day has no
 * symbol every language reads, and the per-language abbreviations ("2d", "2 T.", "2 д") only
 * hid the plural. With days, the text takes the page's direction, so an Arabic or Hebrew
 * reader meets the days first; the bare clock is kept left to right.
 */
export function Countdown({ target }: { target: number }) {
  const { t } = useTranslation('defi-finance-lending');
  const now = useNow();
  const left = remaining(target, now);
  const clock = `${two(left.hours)}:${two(left.minutes)}:${two(left.seconds)}`;
  return (
    <span dir={left.days > 0 ? undefined : 'ltr'} role="timer">
      {left.days > 0 ? t('countdown_days', { count: left.days, time: clock }) : clock}
    </span>
  );
}
