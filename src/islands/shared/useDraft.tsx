import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { draftKey } from '../../lib/drafts.ts';
import { storage } from '../../lib/session-storage.ts';
import { $currentUser } from '../../stores/current-user.ts';
import { messages, useMessages } from '../../stores/locale.ts';

const text = messages('shared/draft', { restored: 'Restored what you typed before.', discard: 'Discard' });

/** A form's text fields only: drafts never hold passwords or files. */
type DraftValues<T> = { [K in keyof T]: string | undefined };

function readDraft<T extends DraftValues<T>>(key: string, current: T): Partial<T> | undefined {
  try {
    const saved: unknown = JSON.parse(storage()?.getItem(key) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return undefined;
    // Only the form's own text fields come back, whatever else the storage holds.
    const kept = Object.entries(saved).filter(
      ([field, value]) => field in (current as object) && typeof value === 'string',
    );
    return kept.length > 0 ? (Object.fromEntries(kept) as Partial<T>) : undefined;
  } catch {
    return undefined;
  }
}

export interface Draft {
  /** The form was refilled from a draft when it opened. */
  restored: boolean;
  /** After a successful submit: the draft is gone. */
  clear: () => void;
  /** The user throws the draft away: the form goes back to how it opened. */
  discard: () => void;
}

/**
 * Keeps what was typed into a form in the browser (localStorage), per form and per
 * signed-in user, so that a dropped connection or a reload loses nothing (issue 16). It
 * refills the form once the user is known, writes on every change, and forgets the draft
 * when the form is back as it opened or `clear` is called. Signed out, nothing is kept.
 */
export function useDraft<T extends DraftValues<T>>(
  form: string,
  values: T,
  restore: (saved: Partial<T>) => void,
): Draft {
  const user = useStore($currentUser);
  const key = user ? draftKey(user.id, form) : undefined;
  const [restored, setRestored] = useState(false);
  const opened = useRef(values);
  const loadedKey = useRef<string>(undefined);
  const restoreRef = useRef(restore);
  restoreRef.current = restore;

  useEffect(() => {
    if (!key || loadedKey.current === key) return;
    loadedKey.current = key;
    const saved = readDraft(key, opened.current);
    if (!saved) return;
    restoreRef.current(saved);
    setRestored(true);
  }, [key]);

  const serialised = JSON.stringify(values);
  useEffect(() => {
    // Not before the draft was read: the opening values would overwrite it.
    if (!key || loadedKey.current !== key) return;
    if (serialised === JSON.stringify(opened.current)) storage()?.removeItem(key);
    else storage()?.setItem(key, serialised);
  }, [key, serialised]);

  const clear = useCallback(() => {
    if (key) storage()?.removeItem(key);
    opened.current = JSON.parse(serialised) as T;
    setRestored(false);
  }, [key, serialised]);

  const discard = useCallback(() => {
    if (key) storage()?.removeItem(key);
    restoreRef.current(opened.current);
    setRestored(false);
  }, [key]);

  return { restored, clear, discard };
}

/** The quiet line that says a form was refilled, with a way to start again. */
export function DraftNotice({ draft }: { draft: Draft }) {
  const t = useMessages(text);
  if (!draft.restored) return null;
  return (
    <p className="draft-notice" role="status">
      {t.restored}{' '}
      <button type="button" className="link-button" onClick={draft.discard}>
        {t.discard}
      </button>
    </p>
  );
}
