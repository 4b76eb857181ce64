import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import type { TFunction } from './translator';

export interface TransProps {
  t: TFunction;
  i18nKey: string;
  values?: Record<string, unknown>;
  /** The elements that named tags of the message become: `<terms>Terms</terms>` → components.terms with "Terms" inside. */
  components: Record<string, ReactElement>;
}

const TAG = /<([a-zA-Z][\w-]*)>(.*?)<\/\1>|<([a-zA-Z][\w-]*)\s*\/>/g;

/**
 * A translated sentence with elements inside it (a link in the middle of a sentence: each
 * language puts it where its grammar wants). The message's named tags, not nested, are replaced
 * by `components`; an unknown tag keeps its text. The text is never parsed as HTML.
 */
export function Trans({ t, i18nKey, values, components }: TransProps) {
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const name = match[1] ?? match[3]!;
    const inner = match[2];
    const element = components[name];
    parts.push(element ? cloneElement(element, { key: parts.length }, inner ?? (element.props as { children?: ReactNode }).children) : (inner ?? ''));
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
