import { atom, computed } from 'nanostores';
import { toFailure } from '../lib/api/failure.ts';
import { goToConsoleSignIn, staffGet, staffPost } from '../lib/api/staff.ts';
import { goToNoConnection } from '../lib/navigation.ts';
import { clearStaffToken, readStaffToken, storeStaffToken } from '../lib/staff-session-storage.ts';
import { can, type Permission } from '../shared/permissions.ts';
import type { StaffMember, StaffSignInAnswer } from '../shared/staff.ts';

/** The console's session, separate from the buyer's `$session` (stores/session.ts). */
export type StaffSessionState =
  | { status: 'unknown' }
  | { status: 'loading' }
  | { status: 'signed-in'; member: StaffMember }
  | { status: 'signed-out' }
  | { status: 'offline' };

export const $staffSession = atom<StaffSessionState>({ status: 'unknown' });

/** The signed-in staff member, or null. */
export const $staffMember = computed($staffSession, (state) => (state.status === 'signed-in' ? state.member : null));

/** Whether the signed-in staff member may use a permission (src/shared/permissions.ts). */
export const staffCan = (permission: Permission) => can($staffMember.get()?.role, permission);

const setState = (state: StaffSessionState) => {
  $staffSession.set(state);
  return state;
};

let pending: Promise<StaffSessionState> | undefined;

/** Loads the staff member behind the stored console token, once per page. */
export function loadStaffSession(): Promise<StaffSessionState> {
  const state = $staffSession.get();
  if (state.status === 'signed-in' || state.status === 'signed-out') return Promise.resolve(state);
  pending ??= (async (): Promise<StaffSessionState> => {
    if (!readStaffToken()) return setState({ status: 'signed-out' });
    setState({ status: 'loading' });
    try {
      return setState({ status: 'signed-in', member: await staffGet<StaffMember>('staff/me') });
    } catch (error) {
      if (toFailure(error).network) return setState({ status: 'offline' });
      clearStaffToken();
      return setState({ status: 'signed-out' });
    } finally {
      pending = undefined;
    }
  })();
  return pending;
}

/**
 * The console pages' gate: without a staff session, to the console sign-in (and back after).
 * Resolves with the staff member, or null when the page is being left.
 */
export async function requireStaffSession(): Promise<StaffMember | null> {
  const state = await loadStaffSession();
  if (state.status === 'signed-in') return state.member;
  if (state.status === 'offline') goToNoConnection();
  else goToConsoleSignIn();
  return null;
}

/** Signs in at POST /auth/signin-staff; stores the token under the console's own key. Throws ApiFailure. */
export async function signInStaff(credentials: {
  email: string;
  password: string;
  code?: string;
}): Promise<StaffMember> {
  try {
    const answer = await staffPost<StaffSignInAnswer>('auth/signin-staff', credentials);
    storeStaffToken(answer.token);
    setState({ status: 'signed-in', member: answer.user });
    return answer.user;
  } catch (error) {
    throw toFailure(error);
  }
}

/** Replaces the signed-in member after a change to the account (e.g. TOTP turned on). */
export const updateStaffMember = (member: StaffMember) => setState({ status: 'signed-in', member });

/** Ends the session on the server (which closes its sockets), then forgets it whatever the answer. */
export async function signOutStaff(): Promise<void> {
  try {
    await staffGet('auth/signout');
  } catch (error) {
    console.warn('signout failed', error);
  }
  clearStaffToken();
  setState({ status: 'signed-out' });
}
