// Text the database can hold. PostgreSQL refuses U+0000 in text and json, and a lone UTF-16
// surrogate is not a character at all (it would be stored as U+FFFD, silently changed), so
// input carrying either is refused wherever it comes in, with the field that holds it.

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** A value still to look at, and how it was reached (its parent and its key there). */
interface Visit {
  value: unknown;
  parent: Visit | null;
  key: string | number;
}

/** The keys from the root down to a visited value. */
function pathTo(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path to the first string (value or object key) in a JSON-like value that is not
 * storable, or null. Walks without recursion, and each value keeps a link to its parent
 * rather than a copy of its path: a hostile body may nest hundreds of thousands deep, and
 * copying paths would cost the square of that depth.
 */
export function findUnstorableText(value: unknown): (string | number)[] | null {
  const stack: Visit[] = [{ value, parent: null, key: '' }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return pathTo(visit);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i -= 1) stack.push({ value: current[i], parent: visit, key: i });
    } else if (current !== null && typeof current === 'object' && !ArrayBuffer.isView(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (!isStorableText(key)) return [...pathTo(visit), key];
        stack.push({ value: item, parent: visit, key });
      }
    }
  }
  return null;
}
