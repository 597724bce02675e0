import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Db } from '../db/client.ts';
import { ensureSecret } from '../db/queries/secrets.queries.ts';
import { hashToken } from './tokens.ts';

/** RFC 6238 as every authenticator app expects it: SHA-1, 6 digits, 30 s. */
const TOTP_SHAPE = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** One step either side: a phone clock up to 30 s off still works. */
const CLOCK_WINDOW = 1;
export const ISSUER = 'AfriTrade Hub';

const SECRET_NAME = 'totp-encryption';
const keys = new WeakMap<Db, Promise<Buffer>>();

/**
 * The AES-256 key for TOTP secrets: TOTP_ENCRYPTION_KEY when configured, otherwise one
 * generated on first use and kept in the database so every process agrees.
 */
export function totpKey(db: Db, configured: string | undefined): Promise<Buffer> {
  if (configured) return Promise.resolve(configuredTotpKey(configured));
  let key = keys.get(db);
  if (!key) {
    key = ensureSecret(db, SECRET_NAME, randomBytes(32).toString('base64url')).then((value) =>
      createHash('sha256').update(value).digest(),
    );
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

/** The AES key a configured TOTP_ENCRYPTION_KEY (or its previous value) stands for. */
export const configuredTotpKey = (configured: string) => createHash('sha256').update(configured).digest();

/** AES-256-GCM: `iv.tag.ciphertext`, each base64url. */
export function encryptSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

/**
 * Decrypts with the current key or, after a rotation, a previous one (the first that opens it:
 * GCM's tag refuses every other key). Throws when none does.
 */
export function decryptSecret(keys: Buffer | readonly Buffer[], stored: string): string {
  const [iv = '', tag = '', body = ''] = stored.split('.');
  let failure: unknown;
  for (const key of Buffer.isBuffer(keys) ? [keys] : keys) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}

/** A new random 160-bit secret, base32 as authenticator apps take it. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

const totpFor = (base32: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(base32), ...TOTP_SHAPE });

export const otpauthUrl = (base32: string, email: string) => totpFor(base32, email).toString();

/**
 * The time step a code belongs to when it is valid now (within the clock window), else null.
 * Callers refuse a step at or before the last one accepted, so a code works once.
 */
export function acceptedStep(base32: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpFor(base32).validate({ token, timestamp: now, window: CLOCK_WINDOW });
  if (delta === null) return null;
  return TOTP.counter({ period: TOTP_SHAPE.period, timestamp: now }) + delta;
}

export const RECOVERY_CODE_COUNT = 10;
/** No 0/O or 1/I/L: codes are read from paper. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** `XXXXX-XXXXX`: 50 bits, plenty for a single-use code behind a password and a rate limit. */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** Case, spaces and the dash do not matter when a code is typed back. */
export const hashRecoveryCode = (code: string) => hashToken(code.toUpperCase().replace(/[^A-Z0-9]/g, ''));

export const looksLikeRecoveryCode = (code: string) => code.replace(/[^A-Za-z0-9]/g, '').length === 10;
