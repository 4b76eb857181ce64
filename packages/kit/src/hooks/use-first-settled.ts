import { useState } from 'react';

/** Just the status of an {@link AsyncResult}-like value: all the gate reads. */
interface HasStatus {
  status: 'loading' | 'error' | 'ready';
}

/**
 * True once every one of `results` has settled (ready or failed) at least once, and from then
 * on. A screen whose sections load separately shows one placeholder until this turns true and
 * then all its sections at once: each answer arriving on its own would otherwise swap a skeleton
 * for content of another height and push the sections below it (layout shift). Later reloads
 * (a retry, new inputs) are each section's own: the gate never closes again, so a reload does
 * not blank the whole screen.
 */
export function useFirstSettled(...results: HasStatus[]): boolean {
  const [opened, setOpened] = useState(false);
  const settledNow = results.every((result) => result.status !== 'loading');
  // State set while rendering, React's pattern for remembering a value from earlier renders.
  if (settledNow && !opened) setOpened(true);
  return opened || settledNow;
}
