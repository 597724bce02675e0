import { clearStaffToken, readStaffToken } from '../staff-session-storage.ts';
import { toFailure } from './failure.ts';
import { apiHttp } from './http.ts';

/**
 * The console's HTTP client: the buyer client's behaviour (base /api, envelope unwrapped,
 * every failure an ApiFailure: see failure.ts and report.ts) with the staff session's token.
 * A 401 means the session ended (signed out elsewhere, deactivated): back to sign-in.
 */
const http = apiHttp(readStaffToken);

/** Where a console page goes when its session has ended; sign-in brings the user back. */
export function goToConsoleSignIn(returnTo = `${window.location.pathname}${window.location.search}`) {
  const next = returnTo.startsWith('/console/') ? `?next=${encodeURIComponent(returnTo)}` : '';
  window.location.assign(`/console${next}`);
}

async function unwrap<T>(call: Promise<{ data: T }>, path: string): Promise<T> {
  try {
    return (await call).data;
  } catch (error) {
    const failure = toFailure(error);
    // A refused sign-in is the form's business; any other 401 ends the console session.
    if (failure.status === 401 && !path.startsWith('auth/')) {
      clearStaffToken();
      goToConsoleSignIn();
    }
    throw failure;
  }
}

export type Query = Record<string, string | number | boolean | undefined>;

const searchParams = (query: Query = {}) =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );

export const staffGet = <T>(path: string, query?: Query) =>
  unwrap<T>(http.get(path, { searchParams: searchParams(query) }).json(), path);

export const staffPost = <T>(path: string, json?: unknown) =>
  unwrap<T>(http.post(path, json === undefined ? {} : { json }).json(), path);

export const staffPatch = <T>(path: string, json: unknown) => unwrap<T>(http.patch(path, { json }).json(), path);

export const staffDelete = <T>(path: string) => unwrap<T>(http.delete(path).json(), path);

/** Multipart upload; the browser sets the boundary. */
export const staffUpload = <T>(path: string, form: FormData) =>
  unwrap<T>(http.post(path, { body: form, timeout: 120_000 }).json(), path);
