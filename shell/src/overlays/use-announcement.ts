import { useEffect, useState } from 'react';
import { listMails, type Mail } from '@atrium/api';
import { storage, useSessionStore } from '@atrium/platform';

/** The read mark of a mail in this browser (spec §3: readMsgs_{id}). */
export const readMark = (id: number) => `readMsgs_${id}` as const;

/**
 * The announcement to show (spec §4): the latest mail, unless this browser has its read mark;
 * read only with a token, and cancelled by a sign-out (or the shell unmounting), which shows
 * nothing. `done()` clears it once the popup has closed it.
 */
export function useAnnouncement(): [Mail | null, () => void] {
  const token = useSessionStore((s) => s.token);
  const [mail, setMail] = useState<Mail | null>(null);
  useEffect(() => {
    if (!token) return;
    let live = true;
    const controller = new AbortController();
    listMails({ signal: controller.signal })
      .then((rows) => {
        const latest = rows[0];
        if (live && latest && !storage.get(readMark(latest.id))) setMail(latest);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      controller.abort();
    };
  }, [token]);
  return [mail, () => setMail(null)];
}
