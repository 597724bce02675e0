// Canned replies: texts admins prepare and agents insert by typing `/shortcut`.
import { z } from 'zod';
import { CHAT_MESSAGE_MAX } from './chat.ts';
import type { CannedReply } from './chat.staff.contract.ts';
import { FIELD_LIMITS } from '../common/field-limits.ts';

export type { CannedReply };

export const SHORTCUT_PATTERN = /^[a-z0-9][a-z0-9_-]{0,31}$/;

const shortcut = z.string({ message: 'Enter a shortcut.' }).trim().toLowerCase().regex(SHORTCUT_PATTERN, {
  message: 'A shortcut is 1 to 32 lowercase letters, digits, - or _, starting with a letter or digit.',
});
const title = z
  .string({ message: 'Enter a title.' })
  .trim()
  .min(1, { message: 'Enter a title.' })
  .max(FIELD_LIMITS.cannedReplyTitle, {
    message: `A title can be at most ${FIELD_LIMITS.cannedReplyTitle} characters.`,
  });
const body = z
  .string({ message: 'Write the reply.' })
  .trim()
  .min(1, { message: 'Write the reply.' })
  .max(CHAT_MESSAGE_MAX, { message: 'A reply can be at most 4,000 characters.' });

export const CannedReplyBody = z.object({ shortcut, title, body }).meta({
  example: {
    shortcut: 'cif',
    title: 'CIF Rotterdam lead time',
    body: 'Shipments CIF Rotterdam leave Cotonou or Lomé within 21 days of payment; transit is about 18 days.',
  },
});
export const CannedReplyPatch = z
  .object({ shortcut: shortcut.optional(), title: title.optional(), body: body.optional() })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), { message: 'Change something.' })
  .meta({ example: { title: 'CIF Rotterdam and Hamburg lead time' } });
export const CannedReplyParams = z.object({ id: z.uuid({ message: 'Canned reply id is not valid.' }) });

/** A library this size fits one answer; admins are told when it is full. */
export const CANNED_REPLIES_MAX = 500;

/**
 * The `/shortcut` being typed at the end of the composer's text, if any: the composer
 * offers the replies whose shortcut starts with it.
 */
export function shortcutBeingTyped(text: string): string | null {
  const match = /(?:^|\s)\/([a-z0-9_-]*)$/i.exec(text);
  return match ? (match[1] ?? '').toLowerCase() : null;
}

/** The text with the `/shortcut` at its end replaced by the reply. */
export function insertCannedReply(text: string, reply: Pick<CannedReply, 'body'>): string {
  return text.replace(/\/[a-z0-9_-]*$/i, reply.body);
}

/** How many suggestions the composer lists under a `/shortcut` being typed. */
export const SUGGESTIONS_SHOWN = 6;

/** The replies whose shortcut starts with the `/shortcut` being typed (none when none is). */
export function cannedSuggestions<Reply extends Pick<CannedReply, 'shortcut'>>(
  text: string,
  replies: readonly Reply[],
): Reply[] {
  const shortcut = shortcutBeingTyped(text);
  if (shortcut === null) return [];
  const exact = replies.filter((reply) => reply.shortcut === shortcut);
  const others = replies.filter((reply) => reply.shortcut !== shortcut && reply.shortcut.startsWith(shortcut));
  return [...exact, ...others].slice(0, SUGGESTIONS_SHOWN);
}

/** What sending the composer's text does. */
export type ComposerSend =
  /** A `/shortcut` that names a reply: the reply replaces it, and nothing is sent yet. */
  | { action: 'insert'; text: string }
  /** A `/shortcut` that names no reply: never sent as typed (the buyer would get "/thanks"). */
  | { action: 'refuse'; message: string }
  | { action: 'send' };

export const unknownShortcutMessage = (shortcut: string) =>
  shortcut ? `No canned reply named /${shortcut}` : 'Type the name of a canned reply after the /';

/**
 * Enter (or Send) in the composer: a text ending in a `/shortcut` inserts the reply it names
 * (the exact one, else the first that starts with it); one that names none is refused, so an
 * agent's half-typed shortcut never reaches a buyer. Any other text is sent.
 */
export function composerSend(text: string, replies: readonly Pick<CannedReply, 'shortcut' | 'body'>[]): ComposerSend {
  const shortcut = shortcutBeingTyped(text);
  if (shortcut === null) return { action: 'send' };
  const [reply] = cannedSuggestions(text, replies);
  if (reply) return { action: 'insert', text: insertCannedReply(text, reply) };
  return { action: 'refuse', message: unknownShortcutMessage(shortcut) };
}
