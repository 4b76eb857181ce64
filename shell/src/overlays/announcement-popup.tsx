import { Dialog, SafeHtml, toast, useTextLang } from '@atrium/ui';
import { updateMail, type Mail } from '@atrium/api';
import { storage } from '@atrium/platform';
import { readMark } from './use-announcement';

/**
 * The announcement popup (spec §4). Closing writes the read mark and, for a type-1 mail, tells
 * the server. The server's answer is said only when it refused ("Mail not found"): its
 * "Marked as read" confirmed what the user just did, and as a toast it covered the middle of
 * the screen they came back to (spec §8's "shown whatever the code", narrowed on purpose).
 * Mail HTML is sanitised.
 */
export function AnnouncementPopup({ mail, onClosed }: { mail: Mail; onClosed(): void }) {
  const textLang = useTextLang();
  const close = async () => {
    storage.set(readMark(mail.id), '1');
    onClosed();
    if (mail.type === 1) {
      const answer = await updateMail([mail.id]);
      if (answer.code !== 200 && answer.msg) toast(answer.msg);
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
