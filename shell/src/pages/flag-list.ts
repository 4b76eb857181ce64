/** A config object as readable lines, `signIn.reverseTabs = false`, for the diagnostics page. */
export function flagList(value: unknown, path = ''): { path: string; value: string }[] {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, inner]) => flagList(inner, path ? `${path}.${key}` : key));
  }
  return [{ path, value: JSON.stringify(value) }];
}
