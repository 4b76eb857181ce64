import { NO_VALUE } from '@atrium/ui';

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * Rates and durations written the way the reader's language writes them ("0,1 %" in German,
 * "%0,1" in Turkish, "30 s" / "30 Sek."), with ASCII digits everywhere: the app's amounts are
 * ASCII (spec §9) and a rate next to them must read the same way.
 *
 * A rate arrives as a decimal string ("0.0005"). Intl formats a numeric string exactly (no
 * float on the way), so 0.0005 shows as 0.05 %, never 0.049999 %. A value that is not a decimal
 * shows as the kit's "--".
 */
export function formatRate(rate: string | null | undefined, localeTag: string): string {
  const text = rate?.trim() ?? '';
  if (!DECIMAL.test(text)) return NO_VALUE;
  return new Intl.NumberFormat(localeTag, { style: 'percent', maximumFractionDigits: 4, numberingSystem: 'latn' }).format(
    text as Intl.StringNumericLiteral,
  );
}

/** A period's length: whole minutes or hours when it is one, seconds otherwise. */
export function formatSeconds(seconds: number, localeTag: string): string {
  const [unit, value] =
    seconds >= 3600 && seconds % 3600 === 0
      ? (['hour', seconds / 3600] as const)
      : seconds >= 60 && seconds % 60 === 0
        ? (['minute', seconds / 60] as const)
        : (['second', seconds] as const);
  return new Intl.NumberFormat(localeTag, { style: 'unit', unit, unitDisplay: 'short', numberingSystem: 'latn' }).format(value);
}
