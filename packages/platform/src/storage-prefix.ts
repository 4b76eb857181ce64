/**
 * The prefix of every local storage key of a tenant (spec §3): its product name without spaces.
 * Import-free: the shell's entry reads the session token under it before the app's code has run
 * (shell/src/boot/early-gets.ts), as storage.ts does afterwards.
 */
export const storagePrefix = (productName: string): string => productName.replace(/\s+/g, '');
