/** Whether `version` satisfies a caret range `^M.m.p` (the only kind the contract uses). */
export function satisfiesCaret(version: string, range: string): boolean {
  const parse = (v: string) => v.replace(/^[\^~=v]/, '').split('.').map((n) => Number.parseInt(n, 10));
  const [vMajor = 0, vMinor = 0, vPatch = 0] = parse(version);
  const [rMajor = 0, rMinor = 0, rPatch = 0] = parse(range);
  if (!range.startsWith('^')) return vMajor === rMajor && vMinor === rMinor && vPatch === rPatch;
  if (vMajor !== rMajor) return false;
  if (rMajor === 0 && vMinor !== rMinor) return false;
  return vMinor > rMinor || (vMinor === rMinor && vPatch >= rPatch);
}
