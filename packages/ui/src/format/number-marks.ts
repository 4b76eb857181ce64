/**
 * How a locale writes numbers, read from Intl once per locale: its decimal mark, its grouping
 * separator and its group sizes (3 everywhere but Hindi's lakh grouping: 12,34,567). Digits are
 * always Latin (0-9) on screen: the product's figures read the same in every language; the
 * amount input also accepts the digits of the user's own script.
 */
export interface NumberMarks {
  decimal: string;
  group: string;
  /** The size of the last group before the decimal mark. */
  primaryGroup: number;
  /** The size of the groups before it. */
  secondaryGroup: number;
}

const cache = new Map<string, NumberMarks>();

export function numberMarks(locale: string): NumberMarks {
  let marks = cache.get(locale);
  if (!marks) {
    const parts = new Intl.NumberFormat(locale, { numberingSystem: 'latn', useGrouping: true }).formatToParts(1234567890.5);
    const integers = parts.filter((part) => part.type === 'integer').map((part) => part.value.length);
    marks = {
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
      primaryGroup: integers.at(-1) ?? 3,
      secondaryGroup: integers.length > 2 ? integers.at(-2)! : (integers.at(-1) ?? 3),
    };
    cache.set(locale, marks);
  }
  return marks;
}
