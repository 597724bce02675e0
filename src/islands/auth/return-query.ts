/**
 * The page's `?next=` carried onto another auth page's path, so the page a buyer set out from
 * survives sign-up, verification and sign-in (issue 41). The value is passed on as it came;
 * the page that finally navigates checks it is ours (src/lib/navigation.ts returnPath).
 */
export function withNext(path: string, search = typeof window === 'undefined' ? '' : window.location.search): string {
  const next = new URLSearchParams(search).get('next');
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}
