/**
 * Resolves in a task of its own (a message to ourselves: not a timer, which browsers clamp and tests fake). Work
 * that would otherwise add up to one long task on a slow phone is cut at it: the API client's calls, the
 * preloader's link elements.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
