import { useEffect, useState } from 'react';
import { LoadError, Skeleton } from '@atrium/ui';
import { FIRST_READ_LIMIT_MS } from '@atrium/platform';
import { onBack } from '@atrium/kit';

/** Starts the first screen over: what it waits for (a page's code, its messages) is fetched again. */
const startOver = () => window.location.reload();

/**
 * What shows while the first route's guard and code load: the same shape as the HTML app shell.
 * It has an end: past the first-read time limit the translated error with Retry takes its place,
 * and the page starts over by itself when the browser is back online or the page visible.
 */
export function BootSkeleton() {
  const [late, setLate] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), FIRST_READ_LIMIT_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => (late ? onBack(startOver) : undefined), [late]);
  if (late) return <LoadError onRetry={startOver} />;
  return (
    <div aria-busy="true">
      <Skeleton lines={5} />
    </div>
  );
}
