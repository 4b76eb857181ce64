import { Skeleton } from '@atrium/ui';

/** What shows while the first route's guard runs: the same shape as the HTML app shell. */
export function BootSkeleton() {
  return (
    <div aria-busy="true">
      <Skeleton lines={5} />
    </div>
  );
}
