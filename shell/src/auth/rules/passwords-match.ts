/**
 * Whether to show "the two passwords do not match" under the second password (spec §5: shown
 * inline as the user types): only once something is typed there, so an untouched field is not
 * already in error.
 */
export function passwordsDiffer(password: string, password2: string): boolean {
  return password2 !== '' && password2 !== password;
}
