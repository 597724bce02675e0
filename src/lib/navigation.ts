// Full-page navigations shared by islands and stores.

import { sameSiteReturnPath } from '../shared/auth/return-path.ts';

export const NO_CONNECTION_PATH = '/no-connection';

export function goTo(path: string) {
  window.location.assign(path);
}

let leaving = false;
if (typeof window !== 'undefined') {
  // A page restored from the back-forward cache is not being left any more.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) leaving = false;
  });
}

/**
 * Leaves a page that cannot go on (session ended, no connection). The first call wins: the
 * layout's gate and an island's failed call may both decide to leave at once, and a second
 * assign would abort the navigation already under way.
 */
export function leavePageFor(path: string) {
  if (leaving) return;
  leaving = true;
  window.location.assign(path);
}

/**
 * Ends the page's session with `end`, then leaves for `path`: sign-out's one navigation. The page
 * counts as being left from the first moment, so what the ending sets off meanwhile (the server
 * closes the session's sockets, which reconnect and are refused as `unauthorized`; a call in
 * flight answers 401) finds it leaving already and starts no second navigation, which would abort
 * this one (docs/product/states.md, Session). A second click while it runs does nothing.
 */
export async function leavePageAfter(end: () => Promise<void>, path: string): Promise<void> {
  if (leaving) return;
  leaving = true;
  try {
    await end();
  } finally {
    window.location.assign(path);
  }
}

/** To sign-in, remembering the page to come back to. */
export function goToLogin(returnTo = `${window.location.pathname}${window.location.search}`) {
  const next =
    returnTo && returnTo !== '/' && !returnTo.startsWith('/login') ? `?next=${encodeURIComponent(returnTo)}` : '';
  leavePageFor(`/login${next}`);
}

export const goToNoConnection = () => leavePageFor(NO_CONNECTION_PATH);

/** A same-site path from the `next` query parameter; never an external URL. */
export function returnPath(fallback: string): string {
  const next = new URLSearchParams(window.location.search).get('next');
  return sameSiteReturnPath(next, window.location.origin) ?? fallback;
}
