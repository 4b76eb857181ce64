import { useTranslation } from '@atrium/i18n';
import { Button, toast } from '@atrium/ui';

/** Copies `text` and says whether it worked (spec §8: copy_success / copy_error). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t: common } = useTranslation('common');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast(common('copy_success'));
    } catch {
      // Clipboard access is refused on insecure origins and in some webviews.
      toast(common('copy_error'));
    }
  };
  return (
    <Button variant="secondary" onClick={() => void copy()}>
      {label}
    </Button>
  );
}
