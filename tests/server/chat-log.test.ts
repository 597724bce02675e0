// The browser's conversation log (src/stores/chat-log.ts): nothing lost, nothing twice, in order.
import { describe, expect, it } from 'vitest';
import type { ChatMessage, LiveChatMessage } from '../../src/shared/chat.ts';
import {
  addOutgoing,
  emptyLog,
  itemsOf,
  markFailed,
  receiveAck,
  receiveLive,
  receiveSync,
} from '../../src/stores/chat-log.ts';

const message = (seq: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `m${seq}`,
  seq,
  buyerId: 'b1',
  messageType: 'MESSAGE',
  message: `text ${seq}`,
  order: null,
  sender: 'agent',
  senderName: 'Kofi',
  fromSelf: false,
  createdAt: new Date(2026, 0, 1, 9, seq).toISOString(),
  ...extra,
});
const live = (seq: number, prevSeq: number | null, extra: Partial<ChatMessage> = {}): LiveChatMessage => ({
  ...message(seq, extra),
  prevSeq,
});
const me = { fullName: 'Amina' };

describe('chat log', () => {
  it('moves the cursor along an unbroken chain of live messages', () => {
    let log = receiveLive(emptyLog(), live(4, null));
    log = receiveLive(log, live(9, 4));
    expect(log.cursor).toBe(9);
    expect(itemsOf(log, me).map((m) => m.seq)).toEqual([4, 9]);
  });

  it('holds the cursor at a gap, and closes it when the missing message arrives', () => {
    let log = receiveSync(emptyLog(), { messages: [message(3)], upTo: 3 });
    // 8 arrives before 5 (another server process delivered it first).
    log = receiveLive(log, live(8, 5));
    expect(log.cursor).toBe(3);
    expect(itemsOf(log, me).map((m) => m.seq)).toEqual([3, 8]);
    log = receiveLive(log, live(5, 3));
    expect(log.cursor).toBe(8);
    expect(log.waiting.size).toBe(0);
    expect(itemsOf(log, me).map((m) => m.seq)).toEqual([3, 5, 8]);
  });

  it('takes a sync page as complete and never shows a message twice', () => {
    let log = receiveLive(emptyLog(), live(7, 5));
    log = receiveSync(log, { messages: [message(5), message(7), message(10)], upTo: 10 });
    expect(log.cursor).toBe(10);
    log = receiveLive(log, live(10, 7));
    expect(itemsOf(log, me).map((m) => m.id)).toEqual(['m5', 'm7', 'm10']);
  });

  it('keeps a sent message pending until acknowledged, then shows it once in order', () => {
    let log = receiveSync(emptyLog(), { messages: [message(1)], upTo: 1 });
    log = addOutgoing(log, { id: 'mine', message: 'hello', createdAt: new Date().toISOString() });
    expect(itemsOf(log, me).map((m) => [m.id, m.delivery])).toEqual([
      ['m1', 'sent'],
      ['mine', 'pending'],
    ]);
    log = receiveAck(log, message(2, { id: 'mine', fromSelf: true, sender: 'buyer', message: 'hello' }));
    log = receiveLive(log, live(2, 1, { id: 'mine', fromSelf: true, sender: 'buyer', message: 'hello' }));
    expect(itemsOf(log, me).map((m) => [m.id, m.delivery])).toEqual([
      ['m1', 'sent'],
      ['mine', 'sent'],
    ]);
    expect(log.cursor).toBe(2);
  });

  it('marks a refused message as failed and does not add a known id again', () => {
    let log = addOutgoing(emptyLog(), { id: 'x', message: 'too fast', createdAt: new Date().toISOString() });
    log = markFailed(log, 'x', 'Please wait');
    expect(itemsOf(log, me)[0]).toMatchObject({ delivery: 'failed', error: 'Please wait' });
    expect(addOutgoing(log, { id: 'x', message: 'again', createdAt: '' }).outgoing).toHaveLength(1);
  });
});
