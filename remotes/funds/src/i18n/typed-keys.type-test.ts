/**
 * The remote's own namespace is typed from its English messages (register.ts), proved by the
 * type check (`pnpm typecheck`; nothing here runs): each `@ts-expect-error` must meet an error.
 */
import { useTranslation } from '@atrium/i18n';

export function TypedFundsKeys(): string {
  const { t } = useTranslation(['funds', 'common']);
  // @ts-expect-error a mistyped key of the remote's namespace
  t('title_assetz');
  // @ts-expect-error another remote's namespace is not this remote's to read
  t('nft:title_nft');
  return `${t('title_assets')} ${t('common:retry')}`;
}
