/** "7 дней", "21 день", "3 дня": a Russian count of days, the noun in the form its number takes. */
export function ruDays(n: number): string {
  const ten = n % 10;
  const hundred = n % 100;
  const word = ten === 1 && hundred !== 11 ? 'день' : ten >= 2 && ten <= 4 && (hundred < 12 || hundred > 14) ? 'дня' : 'дней';
  return `${n} ${word}`;
}

/** "7 أيام", "15 يوماً": an Arabic count of days (one and two have forms of their own). */
export function arDays(n: number): string {
  if (n === 1) return 'يوم واحد';
  if (n === 2) return 'يومين';
  const hundred = n % 100;
  return hundred >= 3 && hundred <= 10 ? `${n} أيام` : `${n} يوماً`;
}
