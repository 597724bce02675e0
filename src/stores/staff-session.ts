import { atom, computed } from 'nanostores';
import { toFailure } from '../lib/api/failure.ts';
import { goToConsoleSignIn, staffGet, staffPost } from '../lib/api/staff.ts';
import { goToNoConnection } from '../lib/navigation.ts';
import { sessionLoader, signOutAndLeave, type SessionStateOf } from '../lib/session-loader.ts';
import { clearStaffToken, readStaffToken, storeStaffToken } from '../lib/staff-session-storage.ts';
import { can, type Permission } from '../shared/staff/permissions.ts';
import type { StaffMember, StaffSignInAnswer } from '../shared/staff/staff.ts';

/** The console's session, separate from the buyer's `$session` (stores/session.ts). */
export type StaffSessionState = SessionStateOf<{ member: StaffMember }>;

export const $staffSession = atom<StaffSessionState>({ status: 'unknown' });

/** The signed-in staff member, or null. */
export const $staffMember = computed($staffSession, (state) => (state.status === 'signed-in' ? state.member : null));

/** Whether the signed-in staff member may use a permission (src/shared/staff/permissions.ts). */
export const staffCan = (permission: Permission) => can($staffMember.get()?.role, permission);

const setState = (state: StaffSessionState) => {
  $staffSession.set(state);
  return state;
};

/** Loads the staff member behind the stored console token, once per page. */
export const loadStaffSession: () => Promise<StaffSessionState> = sessionLoader($staffSession, {
  hasCredential: () => Boolean(readStaffToken()),
  signedIn: async () => ({ member: await staffGet<StaffMember>('staff/me') }),
  forget: clearStaffToken,
});

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

/** Signs the staff member out and opens the console's sign-in. */
export const signOutStaff = () =>
  signOutAndLeave(
    () => staffGet('auth/signout'),
    () => {
      clearStaffToken();
      setState({ status: 'signed-out' });
    },
    '/console',
  );
