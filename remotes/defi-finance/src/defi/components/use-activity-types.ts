import { getDictionary } from '@atrium/api';
import { useAsync } from '@atrium/platform';

/**
 * The label of an activity type from the defi_activity_type dictionary; while it loads, or if
 * it fails or lacks the type, the type's own value (the activity still shows).
 */
export function useActivityTypes(): (type: string) => string {
  const labels = useAsync((call) => getDictionary('defi_activity_type', call), []);
  return (type) => (labels.status === 'ready' ? labels.data.find((d) => d.dictValue === type)?.dictLabel : undefined) ?? type;
}
