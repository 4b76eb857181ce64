import { useState } from 'react';
import type { AuthField, AuthForm } from './rules/auth-form';

/** A screen's form record: `field(name)` is the onChange of that field's input. */
export function useAuthForm(initial: () => AuthForm) {
  const [form, setForm] = useState(initial);
  const field = (name: AuthField) => (value: string) => setForm((current) => ({ ...current, [name]: value }));
  return { form, field };
}
