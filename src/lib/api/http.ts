import ky from 'ky';
import { readToken } from '../session-storage.ts';
import { toFailure } from './failure.ts';

/**
 * The browser's HTTP behaviour, once: base /api, the bearer token a session keeps,
 * 30 s timeout, idempotent reads retried. The buyer client below and the console's
 * (staff.ts) differ only in whose token they send.
 */
export const apiHttp = (readBearer: () => string) =>
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

/** The buyer's HTTP client: envelope unwrapped, every failure turned into an ApiFailure. */
const http = apiHttp(readToken);

async function unwrap<T>(call: Promise<{ data: T }>): Promise<T> {
  try {
    return (await call).data;
  } catch (error) {
    throw toFailure(error);
  }
}

export const apiGet = <T>(path: string) => unwrap<T>(http.get(path).json());

export const apiPost = <T>(path: string, json?: unknown) =>
  unwrap<T>(http.post(path, json === undefined ? {} : { json }).json());

/** Multipart upload; the browser sets the boundary. */
export const apiUpload = <T>(path: string, form: FormData) =>
  unwrap<T>(http.post(path, { body: form, timeout: 120_000 }).json());
