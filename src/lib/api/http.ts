import ky from 'ky';
import { goToLogin } from '../navigation.ts';
import { readToken } from '../session-storage.ts';
import { toFailure } from './failure.ts';

/**
 * The browser's HTTP behaviour, once: base /api, the bearer token a session keeps,
 * 30 s timeout, idempotent reads retried. The buyer client below and the console's
 * (staff.ts) differ only in whose token they send and where an ended session goes.
 */
const apiHttp = (readBearer: () => string) =>
  ky.create({
    prefix: '/api',
    timeout: 30_000,
    // Idempotent reads are retried on flaky mobile networks; writes are not.
    retry: { limit: 2, methods: ['get'] },
    hooks: {
      beforeRequest: [
        ({ request }) => {
          request.headers.set('Authorization', `Bearer ${readBearer()}`);
        },
      ],
    },
  });

export type Query = Record<string, string | number | boolean | undefined>;

/** A file downloaded through the API client (with the bearer token a plain link cannot carry). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

const searchParams = (query: Query = {}) =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );

/**
 * One API client: the envelope unwrapped, every failure turned into an ApiFailure, and
 * docs/product/errors.md's ended session in one place: a 401 outside `auth/` (where it means a refused
 * sign-in, the form's business) calls `endSession`, which goes to sign-in. The failure is
 * marked `sessionEnded` so that no one toasts it on the way out.
 */
export function apiClient(readBearer: () => string, endSession: () => void) {
  const http = apiHttp(readBearer);

  function failed(error: unknown, path: string): never {
    const failure = toFailure(error);
    if (failure.status === 401 && !path.startsWith('auth/')) {
      failure.sessionEnded = true;
      endSession();
    }
    throw failure;
  }

  async function unwrap<T>(call: Promise<{ data: T }>, path: string): Promise<T> {
    try {
      return (await call).data;
    } catch (error) {
      return failed(error, path);
    }
  }

  /**
   * A file the server sends as a download (a CSV export): its bytes and the name it gave in
   * Content-Disposition. Not retried (an export is read whole each time) and given minutes,
   * not the 30 s of a JSON call, for a long list on a slow line.
   */
  async function download(path: string, query?: Query): Promise<DownloadedFile> {
    try {
      const response = await http.get(path, { searchParams: searchParams(query), retry: 0, timeout: 300_000 });
      const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
      return { blob: await response.blob(), fileName: named ?? path.split('/').pop() ?? 'export.csv' };
    } catch (error) {
      return failed(error, path);
    }
  }

  return {
    get: <T>(path: string, query?: Query) =>
      unwrap<T>(http.get(path, { searchParams: searchParams(query) }).json(), path),
    post: <T>(path: string, json?: unknown) =>
      unwrap<T>(http.post(path, json === undefined ? {} : { json }).json(), path),
    patch: <T>(path: string, json: unknown) => unwrap<T>(http.patch(path, { json }).json(), path),
    put: <T>(path: string, json: unknown) => unwrap<T>(http.put(path, { json }).json(), path),
    delete: <T>(path: string, json?: unknown) =>
      unwrap<T>(http.delete(path, json === undefined ? {} : { json }).json(), path),
    download,
    /** Multipart upload; the browser sets the boundary. */
    upload: <T>(path: string, form: FormData) =>
      unwrap<T>(http.post(path, { body: form, timeout: 120_000 }).json(), path),
  };
}

/**
 * What the buyer's pages do when the session has ended (a 401, or the socket refused as
 * `unauthorized`): go to sign-in and come back to this page.
 */
export const endBuyerSession = () => goToLogin();

/** The buyer's client: an ended session goes to sign-in and comes back to this page. */
const buyer = apiClient(readToken, endBuyerSession);

export const apiGet = <T>(path: string) => buyer.get<T>(path);
export const apiPost = buyer.post;
export const apiUpload = buyer.upload;
export const apiPut = buyer.put;
export const apiDelete = buyer.delete;
export const apiDownload = buyer.download;
