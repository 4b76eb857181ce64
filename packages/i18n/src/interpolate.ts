/** Values for a message's `{{placeholders}}`; `defaultValue` is read by the translator too. */
export type TranslateOptions = Record<string, unknown>;

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * Puts `values` into the `{{name}}` placeholders of `text`, as i18next did with
 * `escapeValue: false`: the value as text, never escaped (React escapes what it renders); a
 * name given as null or undefined becomes empty; a name not given at all keeps its placeholder,
 * so a forgotten value shows instead of vanishing. A value is never read for placeholders
 * again. Only plain names are used by our messages (no `{{a.b}}`, formats or `{{- raw}}`).
 */
export function interpolate(text: string, values: TranslateOptions | undefined): string {
  if (!values) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    if (!Object.hasOwn(values, name)) return placeholder;
    const value = values[name];
    return value == null ? '' : String(value);
  });
}
