/** What the client tells its host app; the app decides how to show it (a toast, a page). */
export type ClientMessage = { kind: 'text'; text: string } | { kind: 'key'; key: 'system_error' | 'network_anomaly' | 'please_wait' };

/** How the host app wires the client (rule 7): the client knows no shell and no React. */
export interface ClientWiring {
  baseURL: string;
  getToken(): string | null;
  /** The page's language attribute (spec §4): sent as `language` and `lang`. */
  getLanguage(): string;
  /** A token-related server error (spec §8): sign out and reload after 10 ms. */
  onAuthError(): void;
  /** Code 500 with "Ip Prohibit" (spec §8): show the blocked-IP page. */
  onBlockedIp(): void;
  notify(message: ClientMessage): void;
  /** rule 14: send an Idempotency-Key on every money endpoint (money-endpoints.ts) when the backend honours it. */
  idempotencyKeys?: boolean;
  /** rule 14: passwords and codes go in the request body, not the query string, when the backend reads them there. */
  secretsInBody?: boolean;
}
