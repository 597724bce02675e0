import { clearDrafts } from '../lib/drafts.ts';
import { atom } from 'nanostores';
import { apiGet, apiPost } from '../lib/api/http.ts';
import { toFailure } from '../lib/api/failure.ts';
import { sessionLoader, signOutAndLeave, type SessionStateOf } from '../lib/session-loader.ts';
import { clearSession, hasUserFlag, storeSignIn, storeSignInFailed } from '../lib/session-storage.ts';
import type { CurrentUser } from '../shared/common/api-types.ts';

export type SessionState = SessionStateOf<{ user: CurrentUser }>;

export const $session = atom<SessionState>({ status: 'unknown' });

export interface SignInAnswer {
  token: string;
  user: CurrentUser;
}

/**
 * Loads the current user once per page. The call is made only when the stored `user`
 * flag exists (docs/product/states.md); a refused token signs the browser out.
 */
export const loadSession: () => Promise<SessionState> = sessionLoader($session, {
  hasCredential: hasUserFlag,
  signedIn: async () => ({ user: (await apiGet<{ currentUser: CurrentUser }>('auth/current-user')).currentUser }),
  forget: clearSession,
});

function setState(state: SessionState): SessionState {
  $session.set(state);
  return state;
}

/** Signs in (buyer by default); stores the token and joinedAt (docs/product/states.md). Throws ApiFailure. */
export async function signIn(credentials: { email: string; password: string }, as: 'buyer' | 'staff' = 'buyer') {
  try {
    const answer = await apiPost<SignInAnswer>(as === 'buyer' ? 'auth/signin-buyer' : 'auth/signin-staff', credentials);
    storeSignIn(answer.token, answer.user.createdAt);
    setState({ status: 'signed-in', user: answer.user });
    return answer.user;
  } catch (error) {
    storeSignInFailed();
    throw toFailure(error);
  }
}

/** Replaces the signed-in user after a profile change. */
export function updateUser(user: CurrentUser) {
  setState({ status: 'signed-in', user });
}

/** Signs the buyer out (their drafts forgotten too) and goes home. */
export const signOut = () =>
  signOutAndLeave(
    () => apiGet('auth/signout'),
    () => {
      const state = $session.get();
      if (state.status === 'signed-in') clearDrafts(state.user.id);
      clearSession();
      setState({ status: 'signed-out' });
    },
    '/',
  );
