import { answerBytes, type EncodedAnswer } from '../http/encoded-answer.ts';

/**
 * Encoded answers per key (a buyer), each kept with the version of the data it was built
 * from. The database says the current version (a cheap query), so every process checks
 * against the same truth and nothing needs telling when data changes. Least recently used
 * answers are dropped once the held bytes pass `maxBytes`.
 */
export function createVersionedAnswers(maxBytes: number) {
  const entries = new Map<string, { version: string; answer: EncodedAnswer; bytes: number }>();
  let heldBytes = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    heldBytes -= entry.bytes;
  };

  return {
    /** True when something is held for the key, whatever its version. */
    has: (key: string) => entries.has(key),
    /** The answer held for the key at exactly this version, else undefined. */
    get(key: string, version: string): EncodedAnswer | undefined {
      const entry = entries.get(key);
      if (!entry || entry.version !== version) return undefined;
      // Most recently used last: Map keeps insertion order.
      entries.delete(key);
      entries.set(key, entry);
      return entry.answer;
    },
    set(key: string, version: string, answer: EncodedAnswer): void {
      drop(key);
      const bytes = answerBytes(answer);
      if (bytes > maxBytes) return;
      entries.set(key, { version, answer, bytes });
      heldBytes += bytes;
      for (const oldest of entries.keys()) {
        if (heldBytes <= maxBytes) break;
        drop(oldest);
      }
    },
  };
}
