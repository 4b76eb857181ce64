import { useTranslation } from '@atrium/i18n';
import { ButtonLink, EmptyState } from '@atrium/ui';

/** An empty invite list: says so and points to /plug, where the user's code and link are. */
export function NoInviteYet({ title }: { title: string }) {
  const { t } = useTranslation('trading-invite');
  return (
    <EmptyState
      title={title}
      description={t('empty_hint')}
      action={
        <ButtonLink to="/plug" variant="secondary">
          {t('go_invite')}
        </ButtonLink>
      }
    />
  );
}
