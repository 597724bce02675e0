/**
 * A per-socket allowance of messages per time window, so one buyer's script cannot flood
 * the agents. Agents answer many buyers at once and are not limited.
 */
export function createSendLimit(max: number, windowMs: number, now: () => number = Date.now) {
  const sentAt: number[] = [];
  return function allow(): boolean {
    const t = now();
    while (sentAt.length > 0 && (sentAt[0] ?? 0) <= t - windowMs) sentAt.shift();
    if (sentAt.length >= max) return false;
    sentAt.push(t);
    return true;
  };
}
