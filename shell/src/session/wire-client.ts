import { configureClient, type ClientMessage } from '@atrium/api';
import { commonReady, i18n } from '@atrium/i18n';
import { toast } from '@atrium/ui';
import { useSessionStore, type TenantConfig } from '@atrium/platform';
import { pageLanguage } from './language';

/** Spec §8: a token error signs out and reloads after 10 ms. */
const AUTH_RELOAD_MS = 10;

/**
 * A call that fails at boot (the coin list, the settings) answers before the shared messages
 * have loaded: the toast waits for them, or it would show a bare key, or nothing at all.
 */
function show(message: ClientMessage): Promise<void> {
  return commonReady.then(() => {
    toast(message.kind === 'text' ? message.text : i18n.t(`common:${message.key}`));
  });
}

/** Wires @atrium/api to this tenant and this shell (rule 7). */
export function wireClient(config: TenantConfig, goToBlockedIp: () => void): void {
  configureClient({
    baseURL: config.apiBase,
    getToken: () => useSessionStore.getState().token,
    getLanguage: pageLanguage,
    onAuthError: () => {
      // The server already refused the token: forget it here, without a loginOut that would fail too.
      useSessionStore.getState().dropSession();
      setTimeout(() => window.location.reload(), AUTH_RELOAD_MS);
    },
    onBlockedIp: goToBlockedIp,
    notify: (message) => void show(message),
    idempotencyKeys: config.capabilities.idempotencyKey,
    secretsInBody: config.capabilities.secretsInBody,
  });
}
