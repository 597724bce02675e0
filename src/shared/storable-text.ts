// Text the database can hold. PostgreSQL refuses U+0000 in text and json, and a lone UTF-16
// surrogate is not a character at all (it would be stored as U+FFFD, silently changed), so
// input carrying either is refused wherever it comes in, with the field that holds it.

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const UNSTORABLE_TEXT_MESSAGE =
  'This text contains a character that cannot be stored (a NUL or a broken Unicode character).';

export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/**
 * The path to the first string (value or object key) in a JSON-like value that is not
 * storable, or null. Walks without recursion: a hostile body may nest thousands deep.
 */
export function findUnstorableText(value: unknown): (string | number)[] | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return path;
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i -= 1) stack.push({ value: current[i], path: [...path, i] });
    } else if (current !== null && typeof current === 'object' && !ArrayBuffer.isView(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (!isStorableText(key)) return [...path, key];
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return null;
}
