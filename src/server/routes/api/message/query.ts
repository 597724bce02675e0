import { z } from 'zod';

/** A page of a conversation: messages after a seq, oldest first. */
export const ConversationQuery = z.object({
  after: z.coerce.number({ message: 'after must be a number.' }).int().min(0).default(0),
  limit: z.coerce.number({ message: 'limit must be a number.' }).int().min(1).max(1000).default(1000),
});
