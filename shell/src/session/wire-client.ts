import { configureClient, type ClientMessage } from '@atrium/api';
import { i18n } from '@atrium/i18n';
import { toast } from '@atrium/ui';
import { useSessionStore, type TenantConfig } from '@atrium/platform';
import { pageLanguage } from './language';

/** Spec §8: a token error signs out and reloads after 10 ms. */
const AUTH_RELOAD_MS = 10;

function show(message: ClientMessage) {
  toast(message.kind === 'text' ? message.text : i18n.t(`common:${message.key}`));
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
    notify: show,
    idempotencyKeys: config.capabilities.idempotencyKey,
    secretsInBody: config.capabilities.secretsInBody,
  });
}
