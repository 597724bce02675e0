/**
 * Runs tasks with the same key one after another, and tasks with different keys side by
 * side. A socket's sends to one conversation go through one key, so they are stored in the
 * order the client emitted them even though each store is asynchronous, while an agent
 * answering many buyers is not held up by one slow conversation.
 */
export function createKeyedSerialQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return function enqueue<T>(key: string, task: () => Promise<T>): Promise<T> {
    const run = (tails.get(key) ?? Promise.resolve()).then(task, task);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    // Forget the key once nothing is queued behind this task.
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return run;
  };
}
