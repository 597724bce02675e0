// The browser's conversation log (src/stores/chat-log.ts): nothing lost, nothing twice, in order.
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../src/shared/chat/chat.ts';
import {
  addOutgoing,
  emptyLog,
  hasUnreadOwn,
  itemsOf,
  lastReadMark,
  markFailed,
  receiveAck,
  receiveLatest,
  receiveLive,
  receiveOlder,
  receiveReadUpTo,
  receiveSync,
} from '../../../src/stores/chat-log.ts';

const message = (seq: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `m${seq}`,
  seq,
  buyerId: 'b1',
  messageType: 'MESSAGE',
  message: `text ${seq}`,
  order: null,
  quote: null,
  attachment: null,
  sender: 'agent',
  senderName: 'Kofi',
  fromSelf: false,
  readAt: null,
  createdAt: new Date(2026, 0, 1, 9, seq).toISOString(),
  ...extra,
});
const me = { fullName: 'Amina' };

describe('chat log', () => {
  it('shows live messages in seq order even when they arrive out of order', () => {
    let log = receiveLive(emptyLog(), message(8));
    log = receiveLive(log, message(5));
    expect(itemsOf(log, me).map((m) => m.seq)).toEqual([5, 8]);
  });

  it('moves the cursor only with sync pages: a live message may have overtaken an older one', () => {
    let log = receiveSync(emptyLog(), { messages: [message(3)], upTo: 3 });
    log = receiveLive(log, message(8));
    expect(log.cursor).toBe(3);
    log = receiveSync(log, { messages: [message(5), message(8)], upTo: 8 });
    expect(log.cursor).toBe(8);
    expect(itemsOf(log, me).map((m) => m.seq)).toEqual([3, 5, 8]);
  });

  it('never shows a message twice, however often it arrives', () => {
    let log = receiveLive(emptyLog(), message(7));
    log = receiveSync(log, { messages: [message(5), message(7), message(10)], upTo: 10 });
    log = receiveLive(log, message(10));
    log = receiveLive(log, message(7));
    expect(itemsOf(log, me).map((m) => m.id)).toEqual(['m5', 'm7', 'm10']);
  });

  it('keeps the cursor where it is when a sync page ends below it', () => {
    const log = receiveSync(receiveSync(emptyLog(), { messages: [], upTo: 12 }), { messages: [], upTo: 9 });
    expect(log.cursor).toBe(12);
  });

  it('keeps a sent message pending until acknowledged, then shows it once in order', () => {
    let log = receiveSync(emptyLog(), { messages: [message(1)], upTo: 1 });
    log = addOutgoing(log, { id: 'mine', message: 'hello', createdAt: new Date().toISOString() });
    expect(itemsOf(log, me).map((m) => [m.id, m.delivery])).toEqual([
      ['m1', 'sent'],
      ['mine', 'pending'],
    ]);
    const stored = message(2, { id: 'mine', fromSelf: true, sender: 'buyer', message: 'hello' });
    log = receiveAck(log, stored);
    log = receiveLive(log, stored);
    expect(itemsOf(log, me).map((m) => [m.id, m.delivery])).toEqual([
      ['m1', 'sent'],
      ['mine', 'sent'],
    ]);
  });

  it('marks a refused message as failed and does not add a known id again', () => {
    let log = addOutgoing(emptyLog(), { id: 'x', message: 'too fast', createdAt: new Date().toISOString() });
    log = markFailed(log, 'x', 'Please wait');
    expect(itemsOf(log, me)[0]).toMatchObject({ delivery: 'failed', error: 'Please wait' });
    expect(addOutgoing(log, { id: 'x', message: 'again', createdAt: '' }).outgoing).toHaveLength(1);
  });

  it('opens at the newest page and pages back until the start', () => {
    let log = receiveLatest(emptyLog(), [message(5), message(6), message(7)], 3);
    expect(log.cursor).toBe(7);
    expect(log.olderBefore).toBe(5);
    log = receiveOlder(log, [message(2), message(3), message(4)], 3);
    expect(log.olderBefore).toBe(2);
    log = receiveOlder(log, [message(1)], 3);
    expect(log.olderBefore).toBeUndefined();
    expect(itemsOf(log, me).map((item) => item.seq)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('knows a short newest page is the whole conversation', () => {
    const log = receiveLatest(emptyLog(), [message(1), message(2)], 3);
    expect(log.olderBefore).toBeUndefined();
    expect(receiveLatest(emptyLog(), [], 3)).toEqual(emptyLog());
  });

  it("marks the reader's own messages read up to the seq the agents read, and never unreads", () => {
    const own = (seq: number) => message(seq, { sender: 'buyer', fromSelf: true, senderName: 'Amina' });
    let log = receiveSync(emptyLog(), { messages: [own(1), message(2), own(3), own(4)], upTo: 4 });
    expect(hasUnreadOwn(log)).toBe(true);
    log = receiveReadUpTo(log, 3, '2026-01-01T10:00:00.000Z');
    expect(itemsOf(log, me).map((item) => [item.seq, item.readAt])).toEqual([
      [1, '2026-01-01T10:00:00.000Z'],
      [2, null],
      [3, '2026-01-01T10:00:00.000Z'],
      [4, null],
    ]);
    // A later mark does not move the moment an earlier message was read.
    log = receiveReadUpTo(log, 4, '2026-01-01T11:00:00.000Z');
    expect(log.confirmed.get('m1')?.readAt).toBe('2026-01-01T10:00:00.000Z');
    expect(log.confirmed.get('m4')?.readAt).toBe('2026-01-01T11:00:00.000Z');
    expect(hasUnreadOwn(log)).toBe(false);
    expect(receiveReadUpTo(log, 4, '2026-01-01T12:00:00.000Z')).toBe(log);
    expect(lastReadMark([...log.confirmed.values()])).toEqual({ upToSeq: 4, readAt: '2026-01-01T11:00:00.000Z' });
    expect(lastReadMark([message(5)])).toBeUndefined();
  });
});
