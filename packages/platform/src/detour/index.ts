/**
 * @atrium/platform/detour: detours that come back (set a fund password, bind a bank card, add an
 * address, verify identity, then back to the form as it was left). Not part of the shared entry
 * (nothing of it must exist once, and /home's first load does not need it): the apps that send
 * or receive detours bundle it, built on the one session store and router of the shared entry.
 */
export { RETURN_TO, inAppPath, withReturnTo, returnToOf } from './in-app-path';
export { keepDraft, amendDraft, readDraft, dropDraft, type Draft, type DraftOf } from './form-draft';
export { useDetour, useReturnedDraft, useReturnTo, type DetourLinkProps } from './use-detour';
