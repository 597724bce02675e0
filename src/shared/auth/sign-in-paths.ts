import type { UserType } from '../common/enums.ts';

/** Where an account signs in: buyers on the site, staff in the console. */
export const signInPath = (type: UserType) => (type === 'buyer' ? '/login' : '/console');

// Staff share the buyers' forgot- and reset-password pages. Links meant for staff say so in
// their query string, so those pages send them back to the console's sign-in rather than
// the buyers' (which refuses staff accounts).
const FOR_STAFF = 'signin=console';
const forStaff = (type: UserType) => (type === 'buyer' ? '' : `?${FOR_STAFF}`);

/** The path of the link in a password-reset mail. */
export const passwordResetPath = (token: string, type: UserType) =>
  `/passwordreset/${encodeURIComponent(token)}${forStaff(type)}`;

/** The forgot-password page, for the console sign-in's link and the account-exists mail. */
export const forgotPasswordPath = (type: UserType) => `/forgotpassword${forStaff(type)}`;

/** Where the forgot- and reset-password pages, opened with this query string, send their reader to sign in. */
export const signInPathFrom = (search: string) =>
  signInPath(new URLSearchParams(search).toString() === FOR_STAFF ? 'agent' : 'buyer');
