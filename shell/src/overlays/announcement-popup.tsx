import { useEffect, useState } from 'react';
import { Dialog, SafeHtml, toast, useTextLang } from '@atrium/ui';
import { listMails, updateMail, type Mail } from '@atrium/api';
import { storage, useSessionStore } from '@atrium/platform';

const readMark = (id: number) => `readMsgs_${id}` as const;

/**
 * The announcement popup (spec §4): the latest mail, unless this browser has its read mark.
 * Closing writes the mark and, for a type-1 mail, tells the server, whose msg is shown
 * whatever its code (spec §8). Mail HTML is sanitised.
 */
export function AnnouncementPopup() {
  const token = useSessionStore((s) => s.token);
  const textLang = useTextLang();
  const [mail, setMail] = useState<Mail | null>(null);
  useEffect(() => {
    if (!token) return;
    let live = true;
    // A sign-out (or the shell unmounting) cancels the read; a cancel shows nothing.
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
  if (!mail) return null;
  const close = async () => {
    storage.set(readMark(mail.id), '1');
    setMail(null);
    if (mail.type === 1) {
      const answer = await updateMail([mail.id]);
      if (answer.msg) toast(answer.msg);
    }
  };
  return (
    <Dialog open title={<span {...textLang(mail.lang)}>{mail.title}</span>} onCancel={close} showClose>
      {/* In English where the server has no translation, and marked so (lang, dir). */}
      <div data-testid="announcement-popup" {...textLang(mail.lang)}>
        <SafeHtml html={mail.content} />
      </div>
    </Dialog>
  );
}
