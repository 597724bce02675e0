import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { ensureSecret } from '../db/queries/secrets.queries.ts';

/**
 * Signed, expiring links: a path plus `expires` (unix seconds) and an HMAC-SHA256
 * `signature` over both. They let a browser open a private file in a new tab, where no
 * bearer header can be sent, without making the file public.
 */

const SECRET_NAME = 'url-signing';
const keys = new WeakMap<Db, Promise<Buffer>>();

/**
 * The signing key: URL_SIGNING_SECRET when configured; otherwise one generated on first
 * use and kept in the database, so restarts and every process on one database agree.
 */
export function signingKey(db: Db, configured: string | undefined): Promise<Buffer> {
  if (configured) return Promise.resolve(configuredSigningKey(configured));
  let key = keys.get(db);
  if (!key) {
    key = ensureSecret(db, SECRET_NAME, randomBytes(32).toString('base64url')).then((value) =>
      Buffer.from(value, 'utf8'),
    );
    // A failed read must not be cached forever.
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const mac = (key: Buffer, path: string, expires: number) =>
  createHmac('sha256', key).update(`${path}\n${expires}`).digest('base64url');

export function signPath(key: Buffer, path: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${path}?expires=${expires}&signature=${mac(key, path, expires)}`;
}

/**
 * The `expires` of a link, read strictly: unix seconds as plain digits, nothing else
 * (`1795439365abc` is not a time). Anything else reads as 0, which no signature matches.
 */
export function parseExpires(text: string): number {
  return /^[0-9]{1,12}$/.test(text) ? Number(text) : 0;
}

export type SignatureCheck = 'valid' | 'expired' | 'invalid';

/** The key a configured secret signs with (the previous one after a rotation, too). */
export const configuredSigningKey = (secret: string) => Buffer.from(secret, 'utf8');

/**
 * Checks a link against the current key and, after a rotation, the previous ones: a link
 * signed before the rotation keeps working until it expires.
 */
export function checkSignature(
  keys: Buffer | readonly Buffer[],
  path: string,
  expires: number,
  signature: string,
  now: Date,
): SignatureCheck {
  const given = Buffer.from(signature);
  const matches = (key: Buffer) => {
    const expected = Buffer.from(mac(key, path, expires));
    return expected.length === given.length && timingSafeEqual(expected, given);
  };
  if (!(Buffer.isBuffer(keys) ? [keys] : keys).some(matches)) return 'invalid';
  return expires * 1000 < now.getTime() ? 'expired' : 'valid';
}
