/**
 * Typed keys, proved by the type check (`pnpm typecheck`; nothing here runs): each
 * `@ts-expect-error` below must meet an error, or the check fails with "unused directive".
 */
import { useTranslation } from 'react-i18next';
import { i18n } from './instance';

export function TypedKeys({ menuKey }: { menuKey: string }): string {
  const { t } = useTranslation();
  // @ts-expect-error a key the English messages of `common` do not have
  t('no_such_key');
  // @ts-expect-error a namespace no package declared
  i18n.t('nowhere:title');
  // @ts-expect-error a namespace nobody registered cannot be asked for
  useTranslation('nowhere');
  // A key only known at run time passes only with what shows when it is missing.
  t(`menu_${menuKey}`, { defaultValue: menuKey });
  return t('retry');
}
