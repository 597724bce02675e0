/** A path of this site: one slash, then anything but a second slash or a backslash (or nothing). */
const ONE_LEADING_SLASH = /^\/(?![/\\])/;

/**
 * A page of our own site to return to after signing in, from a `?next=` value, or undefined.
 *
 * The value is resolved the way a browser resolves it, against our own origin, and kept only
 * when the result is on that origin. Comparing strings instead let `/\evil.example/` and
 * `/\t/evil.example/` through: browsers read a backslash as a slash and drop tabs, so both
 * are `//evil.example/`, another site. The resolved path is checked too: `/.//evil.example/`,
 * `/..//evil.example/` and `/x/..//evil.example/` resolve to the path `//evil.example/`, which
 * is on our origin as a URL but leads to another site as soon as the browser is sent to it.
 * So the result starts with exactly one `/`, never followed by `/` or `\`. `within` narrows
 * the result to one part of the site.
 */
export function sameSiteReturnPath(next: string | null | undefined, origin: string, within = '/'): string | undefined {
  if (!next || !next.startsWith('/')) return undefined;
  let resolved: URL;
  try {
    resolved = new URL(next, origin);
  } catch {
    return undefined;
  }
  if (resolved.origin !== new URL(origin).origin) return undefined;
  if (!resolved.pathname.startsWith(within)) return undefined;
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  return ONE_LEADING_SLASH.test(path) ? path : undefined;
}
