// Full-page navigations shared by islands and stores.

export const NO_CONNECTION_PATH = '/no-connection';

export function goTo(path: string) {
  window.location.assign(path);
}

/** To sign-in, remembering the page to come back to. */
export function goToLogin(returnTo = `${window.location.pathname}${window.location.search}`) {
  const next = returnTo && returnTo !== '/' && !returnTo.startsWith('/login') ? `?next=${encodeURIComponent(returnTo)}` : '';
  window.location.assign(`/login${next}`);
}

export const goToNoConnection = () => window.location.assign(NO_CONNECTION_PATH);

/** A same-site path from the `next` query parameter; never an external URL. */
export function returnPath(fallback: string): string {
  const next = new URLSearchParams(window.location.search).get('next');
  return next && next.startsWith('/') && !next.startsWith('//') ? next : fallback;
}
