import type { FieldErrors as KitFieldErrors } from '@atrium/kit';
import type { AccountMessageKey } from './i18n/register';

/** A field's problem as a translation key of the `account` namespace (the kit's useForm words it). */
export type FieldErrors<T> = KitFieldErrors<T, AccountMessageKey>;
