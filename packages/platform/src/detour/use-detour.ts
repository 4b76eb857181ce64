import { useEffect, useState, type MouseEvent } from 'react';
// The shell's one router, through the shared entry (an app bundling this has no router of its own).
import { useLocation, useNavigate } from '@atrium/platform';
import { amendDraft, dropDraft, keepDraft, readDraft, type Draft, type DraftOf } from './form-draft';
import { returnToOf, withReturnTo } from './in-app-path';

/** What a detour link leaves in the route state: the screen that sent the user, so the way back can be one step back. */
interface DetourState {
  detourFrom: string;
}

/** A screen's address as a detour names it: path and query. */
const addressOf = (location: { pathname: string; search: string }) => location.pathname + location.search;

/** The props of a `Link` that sends the user on a detour. */
export interface DetourLinkProps {
  to: string;
  state: DetourState;
  onClick(event: MouseEvent): void;
}

/**
 * On a screen that sends its user on a detour (set a fund password, bind a bank card, add a
 * withdrawal address, verify identity): `link(to)` gives a `Link` its props: the detour's
 * address with this screen (path and query) as its way back, and, when the screen has a form, a
 * click keeps what is typed (`snapshot()`) for the return (see {@link useReturnedDraft}).
 */
export function useDetour(snapshot?: () => Draft) {
  const from = addressOf(useLocation());
  return {
    link(to: string): DetourLinkProps {
      return {
        to: withReturnTo(to, from),
        state: { detourFrom: from },
        onClick: () => {
          if (snapshot) keepDraft(from, snapshot());
        },
      };
    },
  };
}

/**
 * On a screen that sends its user on detours: the form it kept when the user left, restored once
 * (read when the screen mounts, then forgotten), each value shaped as `fallback`; `fallback`
 * itself when nothing was kept. Use it for the form's initial state.
 */
export function useReturnedDraft<T extends Draft>(fallback: T): DraftOf<T> {
  const at = addressOf(useLocation());
  const [read] = useState(() => ({ at, draft: readDraft(at, fallback) }));
  useEffect(() => {
    if (read.draft) dropDraft(read.at);
  }, [read]);
  return read.draft ?? (fallback as DraftOf<T>);
}

/**
 * On a detour screen: its checked way back (`?returnTo`, an in-app path or nothing) and:
 * - `finish(patch?)`: back to the screen that sent the user, after adding `patch` (what the
 *   detour produced) to its kept form: one step back when the entry behind is that screen (the
 *   history gains no duplicate), else in place of this one (a reload or a link opened anew).
 *   Without a way back it does nothing and returns false: the screen then does what it does alone.
 * - `forward(to)`: the address of a next screen of the same detour (basic then advanced
 *   identity), carrying the same way back.
 */
export function useReturnTo() {
  const location = useLocation();
  const navigate = useNavigate();
  const path = returnToOf(location.search);
  const cameFrom = (location.state as Partial<DetourState> | null)?.detourFrom;
  return {
    path,
    finish(patch?: Draft): boolean {
      if (!path) return false;
      if (patch) amendDraft(path, patch);
      // react-router keys the first entry of a page load 'default': nothing of ours is behind it.
      if (cameFrom === path && location.key !== 'default') void navigate(-1);
      else void navigate(path, { replace: true });
      return true;
    },
    forward(to: string): string {
      return path ? withReturnTo(to, path) : to;
    },
  };
}
