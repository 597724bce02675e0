import { leavePageFor } from '../navigation.ts';
import { clearStaffToken, readStaffToken } from '../staff-session-storage.ts';
import { apiClient } from './http.ts';

export type { DownloadedFile, Query } from './http.ts';

/** Where a console page goes when its session has ended; sign-in brings the user back. */
export function goToConsoleSignIn(returnTo = `${window.location.pathname}${window.location.search}`) {
  const next = returnTo.startsWith('/console/') ? `?next=${encodeURIComponent(returnTo)}` : '';
  leavePageFor(`/console${next}`);
}

/**
 * What a console page does when the staff session has ended (a 401, or the socket refused as
 * `unauthorized`): the token is dropped and the console's sign-in opens.
 */
export function endStaffSession() {
  clearStaffToken();
  goToConsoleSignIn();
}

/**
 * The console's HTTP client: the buyer client's behaviour (see http.ts, failure.ts and
 * report.ts) with the staff session's token. A 401 means the session ended (signed out
 * elsewhere, deactivated): the token is dropped and the console's sign-in opens.
 */
const staff = apiClient(readStaffToken, endStaffSession);

export const staffGet = staff.get;
export const staffPost = staff.post;
export const staffPatch = staff.patch;
export const staffPut = staff.put;
export const staffDelete = staff.delete;
export const staffUpload = staff.upload;
export const staffDownload = staff.download;
