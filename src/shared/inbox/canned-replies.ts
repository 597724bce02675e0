// Canned replies: texts admins prepare and agents insert by typing `/shortcut`.
import { z } from 'zod';
import { CHAT_MESSAGE_MAX } from '../chat/chat.ts';
import type { CannedReply } from './inbox.contract.ts';
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
