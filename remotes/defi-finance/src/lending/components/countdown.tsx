import { useTranslation } from 'react-i18next';
import { useNow } from '../hooks/use-now';
import { remaining } from '../logic/launch-math';

const two = (n: number) => String(n).padStart(2, '0');

/** Time left until `target`, ticking every second: "2d 03:04:05" in the user's language. */
export function Countdown({ target }: { target: number }) {
  const { t } = useTranslation('defi-finance-lending');
  const now = useNow();
  const left = remaining(target, now);
  const clock = `${two(left.hours)}:${two(left.minutes)}:${two(left.seconds)}`;
  return (
    <span dir="ltr" role="timer">
      {left.days > 0 ? t('countdown_days', { days: left.days, time: clock }) : clock}
    </span>
  );
}
