// The composer's /shortcut rule: a shortcut naming a canned reply inserts it, one naming none
// is refused (never sent to the buyer as typed), any other text is sent.
import { describe, expect, it } from 'vitest';
import { cannedSuggestions, composerSend } from '../../src/shared/chat/canned-replies.ts';

const REPLIES = [
  { id: '1', shortcut: 'thanksfull', title: 'Long thanks', body: 'Thank you very much for your order.' },
  { id: '2', shortcut: 'thanks', title: 'Thanks', body: 'Thank you!' },
  { id: '3', shortcut: 'cif', title: 'CIF', body: 'CIF Rotterdam: 21 days.' },
];

describe('composerSend', () => {
  it('inserts the reply a complete shortcut names, before longer ones that start with it', () => {
    expect(composerSend('/thanks', REPLIES)).toEqual({ action: 'insert', text: 'Thank you!' });
    expect(composerSend('Hello. /cif', REPLIES)).toEqual({ action: 'insert', text: 'Hello. CIF Rotterdam: 21 days.' });
  });

  it('inserts the first reply a half-typed shortcut starts', () => {
    expect(composerSend('/thanksf', REPLIES)).toEqual({ action: 'insert', text: 'Thank you very much for your order.' });
  });

  it('refuses a shortcut that names no reply instead of sending it', () => {
    expect(composerSend('/thanks', [])).toEqual({ action: 'refuse', message: 'No canned reply named /thanks' });
    expect(composerSend('See you /Later', REPLIES)).toEqual({
      action: 'refuse',
      message: 'No canned reply named /later',
    });
    expect(composerSend('/', [])).toMatchObject({ action: 'refuse' });
  });

  it('sends any other text, slashes inside included', () => {
    expect(composerSend('Price: 1,450 USD/MT', REPLIES)).toEqual({ action: 'send' });
    expect(composerSend('use /cif later', REPLIES)).toEqual({ action: 'send' });
    expect(composerSend('Hello', [])).toEqual({ action: 'send' });
  });
});

describe('cannedSuggestions', () => {
  it('lists the exact shortcut first, then those it starts', () => {
    expect(cannedSuggestions('/thanks', REPLIES).map((r) => r.shortcut)).toEqual(['thanks', 'thanksfull']);
    expect(cannedSuggestions('no shortcut', REPLIES)).toEqual([]);
  });
});
