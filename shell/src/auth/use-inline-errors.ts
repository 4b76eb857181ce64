import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from '@atrium/i18n';
import { isBlank, type AuthForm } from './rules/auth-form';
import type { AuthErrors } from './rules/auth-errors';
import type { AuthMethod } from './rules/auth-method';
import type { AuthMessageKey } from './rules/message-key';

type ErrorField = keyof AuthErrors;

/**
 * What a sign-in or sign-up form says under its fields (validation inline, never a toast over
 * the form): nothing until a submit is tried on the current method, then every problem at once,
 * each going away as it is fixed; and the field a code needs first (the e-mail or the mobile
 * number), until it is typed. A tried submit moves the focus to the first field in error of
 * `formRef`'s form.
 */
export function useInlineErrors(method: AuthMethod | undefined, form: AuthForm, errors: AuthErrors, formRef: RefObject<HTMLFormElement | null>) {
  const { t } = useTranslation(['auth', 'common']);
  const [tried, setTried] = useState<{ method: AuthMethod | undefined; attempt: number }>({ method: undefined, attempt: 0 });
  const [codeNeeds, setCodeNeeds] = useState<{ field: 'email' | 'mobile'; message: AuthMessageKey } | null>(null);
  const shown = tried.attempt > 0 && tried.method === method;

  useEffect(() => {
    if (tried.attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [tried, formRef]);

  const key = (field: ErrorField): AuthMessageKey | undefined => {
    if (codeNeeds?.field === field && isBlank(form[codeNeeds.field])) return codeNeeds.message;
    return shown ? errors[field] : undefined;
  };
  return {
    /** Marks a submit attempt: the problems show. */
    tried: () => setTried((current) => ({ method, attempt: current.attempt + 1 })),
    /** A code was asked for without what it is sent to (useSendCode's onMissing). */
    codeNeeds: (field: 'email' | 'mobile', message: AuthMessageKey) => {
      setCodeNeeds({ field, message });
      formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
    },
    /** The message under `field`, in the user's language, or undefined. */
    message: (field: ErrorField): string | undefined => {
      const problem = key(field);
      return problem && t(problem);
    },
  };
}

export type InlineErrors = ReturnType<typeof useInlineErrors>;
