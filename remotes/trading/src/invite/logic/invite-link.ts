/**
 * The link a friend opens to sign up with the user's code: the shell's invite route
 * `/i&{code}` (spec §2), which carries the code to the sign-up screen.
 */
export function inviteLink(origin: string, inviteCode: string): string {
  return `${origin}/i&${encodeURIComponent(inviteCode)}`;
}
