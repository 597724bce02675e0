// Messages typed but not yet acknowledged survive a reload of the tab: they are kept in
// sessionStorage (gone with the tab, never shared with another signed-in user) and sent
// again, with the same ids, when the message center opens. The server stores each id once.
import type { OutgoingMessage } from './chat-log.ts';

const keyOf = (userId: string) => `chat-outbox:${userId}`;

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

function isOutgoing(value: unknown): value is OutgoingMessage {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item['id'] === 'string' && typeof item['message'] === 'string' && typeof item['createdAt'] === 'string';
}

export function loadOutbox(userId: string): OutgoingMessage[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(keyOf(userId)) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(isOutgoing).map(({ id, message, createdAt }) => ({ id, message, createdAt }))
      : [];
  } catch {
    return [];
  }
}

/** Keeps the messages still waiting for the server; failed ones are the buyer's to retry. */
export function saveOutbox(userId: string, items: readonly OutgoingMessage[]) {
  const waiting = items.filter((item) => !item.error).map(({ id, message, createdAt }) => ({ id, message, createdAt }));
  try {
    if (waiting.length === 0) storage()?.removeItem(keyOf(userId));
    else storage()?.setItem(keyOf(userId), JSON.stringify(waiting));
  } catch {
    // Storage full or refused: the messages still go out while the page stays open.
  }
}
