// The once-per-page "who is signed in?" check behind the buyer's and the console's session
// stores: both ask the server only when a credential is stored, forget a refused one, and tell
// a missing connection apart from a signed-out browser (docs/product/site.md: that one goes to /no-connection).
import type { WritableAtom } from 'nanostores';
import { toFailure } from './api/failure.ts';
import { leavePageAfter } from './navigation.ts';

/** The states of a session store; `SignedIn` is what the signed-in state carries (the user, the member). */
export type SessionStateOf<SignedIn> =
  | { status: 'unknown' }
  | { status: 'loading' }
  | ({ status: 'signed-in' } & SignedIn)
  | { status: 'signed-out' }
  /** The check failed without an answer. */
  | { status: 'offline' };

interface SessionSource<SignedIn> {
  /** Whether a credential is stored at all; without one there is nothing to ask. */
  hasCredential: () => boolean;
  /** Asks the server who the credential belongs to. */
  signedIn: () => Promise<SignedIn>;
  /** Forgets a credential the server refused. */
  forget: () => void;
}

/**
 * The loader of a session store: settles it once per page, and hands every caller of the
 * same check one shared answer.
 */
export function sessionLoader<SignedIn>(
  $state: WritableAtom<SessionStateOf<SignedIn>>,
  source: SessionSource<SignedIn>,
): () => Promise<SessionStateOf<SignedIn>> {
  let pending: Promise<SessionStateOf<SignedIn>> | undefined;
  const settle = (state: SessionStateOf<SignedIn>) => {
    $state.set(state);
    return state;
  };
  return () => {
    const state = $state.get();
    if (state.status === 'signed-in' || state.status === 'signed-out') return Promise.resolve(state);
    pending ??= (async (): Promise<SessionStateOf<SignedIn>> => {
      if (!source.hasCredential()) return settle({ status: 'signed-out' });
      settle({ status: 'loading' });
      try {
        return settle({ status: 'signed-in', ...(await source.signedIn()) });
      } catch (error) {
        if (toFailure(error).network) return settle({ status: 'offline' });
        source.forget();
        return settle({ status: 'signed-out' });
      } finally {
        pending = undefined;
      }
    })();
    return pending;
  };
}

/**
 * Sign-out, for either session: the server ends it (and closes its sockets), the browser
 * forgets it whatever the answer (a failure is only logged), and the page leaves for
 * `destination` as its one navigation (leavePageAfter): the closed socket's `unauthorized`
 * meanwhile sends it nowhere else.
 */
export const signOutAndLeave = (signOutOnServer: () => Promise<unknown>, forget: () => void, destination: string) =>
  leavePageAfter(async () => {
    try {
      await signOutOnServer();
    } catch (error) {
      console.warn('signout failed', error);
    }
    forget();
  }, destination);
