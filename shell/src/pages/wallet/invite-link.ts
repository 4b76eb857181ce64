/** A path carrying the invite code of an invite link through every sign-in path (rule 6). */
export function withInviteCode(path: string, inviteCode: string | null): string {
  return inviteCode ? `${path}?invite_code=${encodeURIComponent(inviteCode)}` : path;
}

/**
 * The link to open in a wallet app's browser: this site's wallet sign-in, with the invite code,
 * so the invitation survives the move to the wallet.
 */
export function walletAppLink(origin: string, inviteCode: string | null): string {
  return origin + withInviteCode('/sign-in-wallet', inviteCode);
}
