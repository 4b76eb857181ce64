import { useTranslation } from '@atrium/i18n';
import { AsyncView as KitAsyncView, type AsyncViewProps } from '@atrium/ui/async-view';

/** The kit's loading / error / data view, its error titled as a funds screen says it. */
export function AsyncView<T>(props: AsyncViewProps<T>) {
  const { t } = useTranslation('funds');
  return <KitAsyncView errorTitle={t('load_error')} {...props} />;
}
