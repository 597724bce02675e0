// Waiting in tests for what the app does after it answered (a mail sent, a row written, an
// event delivered): ask until the answer is the awaited one, for as long as a loaded machine
// may need, and no longer than the answer takes.

/**
 * How long a test waits for something before failing. Generous: the wait ends as soon as it
 * happens, and a loaded machine (a full `npm test` beside other work) can take seconds to do
 * what an idle one does at once.
 */
export const EVENT_WAIT_MS = 20_000;

/**
 * Asks until `done(answer)`; answers the last answer then, or at the deadline (the caller's
 * assertion then shows what differs).
 */
export async function until<T>(
  ask: () => T | Promise<T>,
  done: (answer: T) => boolean,
  timeoutMs = EVENT_WAIT_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await ask();
    if (done(answer) || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Asks until the answer is a value (not undefined or null); fails naming `what` at the deadline. */
export async function eventually<T>(
  ask: () => T | undefined | null | Promise<T | undefined | null>,
  what: string,
  timeoutMs = EVENT_WAIT_MS,
): Promise<T> {
  const answer = await until(ask, (value) => value !== undefined && value !== null, timeoutMs);
  if (answer === undefined || answer === null) throw new Error(`timed out waiting for ${what}`);
  return answer;
}
