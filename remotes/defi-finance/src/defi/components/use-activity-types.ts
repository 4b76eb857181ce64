import { getDictionary } from '@atrium/api';
import { useAsync } from '@atrium/kit';

/** An activity type's label and the language it is in (the server's English where it has no translation). */
export interface ActivityTypeLabel {
  label: string;
  lang?: string;
}

/**
 * The label of an activity type from the defi_activity_type dictionary; while it loads, or if
 * it fails or lacks the type, the type's own value (the activity still shows).
 */
export function useActivityTypes(): (type: string) => ActivityTypeLabel {
  const labels = useAsync((call) => getDictionary('defi_activity_type', call), []);
  return (type) => {
    const found = labels.status === 'ready' ? labels.data.find((d) => d.dictValue === type) : undefined;
    return found ? { label: found.dictLabel, lang: found.lang } : { label: type };
  };
}
