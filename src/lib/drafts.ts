import { storage } from './session-storage.ts';

// Form drafts in localStorage (islands/shared/useDraft.tsx), one key per user and form.

const PREFIX = 'draft:';

export const draftKey = (userId: string, form: string) => `${PREFIX}${userId}:${form}`;

/**
 * Forgets every draft of one user: called on an explicit sign-out, so that a shared
 * computer keeps nothing of what they typed. An ended session keeps them: the user signs
 * in again and finds the text.
 */
export function clearDrafts(userId: string) {
  const s = storage();
  if (!s) return;
  const mine = Array.from({ length: s.length }, (_, i) => s.key(i)).filter((key) =>
    key?.startsWith(draftKey(userId, '')),
  );
  for (const key of mine) if (key) s.removeItem(key);
}
