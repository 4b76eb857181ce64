/**
 * Ends the current task and continues in a new one, so the browser can paint and handle input in
 * between: a long boot split into steps shorter than 50 ms blocks nothing (Total Blocking Time
 * counts only what each task takes beyond 50 ms). `scheduler.yield()` where the browser has it
 * (the continuation goes ahead of other queued tasks), else a message to ourselves, which, unlike
 * `setTimeout(0)`, is not clamped to 4 ms once nested.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
