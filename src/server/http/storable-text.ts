import { findUnstorableText } from '../../shared/common/storable-text.ts';
import { refused } from './api-error.ts';

/** Deeper than any form of ours: a path past this names no field (it would only echo a hostile body). */
const MAX_FIELD_DEPTH = 8;

/** Throws a 400 naming the field when a payload holds text the database cannot store. */
export function rejectUnstorableText(value: unknown, prefix: (string | number)[] = []): void {
  const path = findUnstorableText(value);
  if (path === null) return;
  const segments = [...prefix, ...path];
  const field = segments.length <= MAX_FIELD_DEPTH ? segments.join('.') : '';
  throw refused('text_unstorable', field || undefined);
}

/** PostgreSQL's codes for text it cannot take: NUL in text (22021), \u0000 in jsonb (22P05). */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

/** True for a database error (or one wrapping it, as Drizzle does) caused by unstorable text. */
export function isUnstorableTextError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNSTORABLE_TEXT_CODES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
