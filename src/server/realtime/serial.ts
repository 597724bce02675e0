/**
 * Runs tasks one after another. A socket's sends go through one, so messages are stored
 * in the order the client emitted them even though each store is asynchronous.
 */
export function createSerialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return function enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}
