/**
 * The few events the React binding listens to (`languageChanged`, a bundle `added`), typed by
 * name: a minimal stand-in for i18next's EventEmitter, which offered far more than we use.
 */
export interface Emitter<Events extends Record<string, unknown[]>> {
  on<E extends keyof Events>(event: E, listener: (...args: Events[E]) => void): void;
  emit<E extends keyof Events>(event: E, ...args: Events[E]): void;
}

export function createEmitter<Events extends Record<string, unknown[]>>(): Emitter<Events> {
  const listeners: { [E in keyof Events]?: Set<(...args: Events[E]) => void> } = {};
  return {
    on(event, listener) {
      (listeners[event] ??= new Set()).add(listener);
    },
    emit(event, ...args) {
      listeners[event]?.forEach((listener) => listener(...args));
    },
  };
}
