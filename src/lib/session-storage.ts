// The browser storage keys of docs/product/data.md: `user` (true/false flag), `joinedAt`, `token`.

const KEYS = { user: 'user', joinedAt: 'joinedAt', token: 'token' } as const;

/** localStorage, or undefined where the browser refuses it. */
export function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // Private modes may refuse access.
  }
}

export const readToken = () => storage()?.getItem(KEYS.token) ?? '';
export const readJoinedAt = () => storage()?.getItem(KEYS.joinedAt) ?? '';
/** The current-user call runs only when this flag exists (docs/product/states.md). */
export const hasUserFlag = () => storage()?.getItem(KEYS.user) === 'true';

export function storeSignIn(token: string, joinedAt: string) {
  const s = storage();
  s?.setItem(KEYS.user, 'true');
  s?.setItem(KEYS.token, token);
  s?.setItem(KEYS.joinedAt, joinedAt);
}

export const storeSignInFailed = () => storage()?.setItem(KEYS.user, 'false');

export function clearSession() {
  const s = storage();
  for (const key of Object.values(KEYS)) s?.removeItem(key);
}
