/** Joins the truthy class names, so a component can add its caller's `className` to its own. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
