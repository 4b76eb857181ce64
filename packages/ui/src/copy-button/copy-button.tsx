import { useTranslation } from '@atrium/i18n';
import { Button, type ButtonProps } from '../button/button';
import { toast } from '../toast/toast-store';
import '../i18n/register';

/** Props of {@link CopyButton}: a button's props (default look `secondary`) and the text to copy. */
export interface CopyButtonProps extends Omit<ButtonProps, 'onClick'> {
  text: string;
}

/** Copies `text` to the clipboard and toasts whether it worked (spec §8: copied / copy failed). */
export function CopyButton({ text, variant = 'secondary', children, ...rest }: CopyButtonProps) {
  const { t } = useTranslation('ui');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast(t('copy_success'));
    } catch {
      // Clipboard access is refused on insecure origins and in some webviews.
      toast(t('copy_error'));
    }
  };
  return (
    <Button {...rest} variant={variant} onClick={() => void copy()}>
      {children}
    </Button>
  );
}
