/**
 * For the boot steps' tests: queues a task that notes itself in `order` when it runs, so a test
 * can show that a step let the boot go on only in a later task (with `scheduler` stubbed away,
 * yieldToMain posts a message, which runs after this one).
 */
export function queueTaskBefore(order: string[]): void {
  const earlier = new MessageChannel();
  earlier.port1.onmessage = () => {
    order.push('a task queued before');
    earlier.port1.close();
  };
  earlier.port2.postMessage(null);
}
