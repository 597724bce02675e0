import { createHash } from 'node:crypto';
import webpush from 'web-push';
import type { Db } from '../../db/client.ts';
import { ensureSecret } from '../../db/queries/secrets.queries.ts';

/**
 * Web push (RFC 8030/8291/8292) through the `web-push` package, which encrypts the payload
 * for the subscription's keys and signs the VAPID header; this module only sends the request
 * it prepared, so the transport (timeout, allowed origins) stays ours.
 */

const SECRET_NAME = 'vapid-keys';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const keys = new WeakMap<Db, Promise<VapidKeys>>();

/**
 * The server's VAPID key pair: generated on first use and kept in the database like the
 * other generated secrets, so every process and every restart signs with the same key
 * (a new key would silently orphan every browser's subscription).
 */
export function vapidKeys(db: Db): Promise<VapidKeys> {
  let found = keys.get(db);
  if (!found) {
    const candidate = JSON.stringify(webpush.generateVAPIDKeys());
    found = ensureSecret(db, SECRET_NAME, candidate).then((value) => JSON.parse(value) as VapidKeys);
    found.catch(() => keys.delete(db));
    keys.set(db, found);
  }
  return found;
}

/**
 * The browsers' own push services. A subscription names its endpoint, so without this list a
 * buyer could make the server post to any address (a request forgery); PUSH_ENDPOINT_ORIGINS
 * replaces it (tests name a local endpoint). `*.` allows any subdomain.
 */
export const BROWSER_PUSH_ORIGINS = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://web.push.apple.com',
  'https://*.notify.windows.com',
];

export function parsePushOrigins(configured: string | undefined): string[] {
  if (!configured) return BROWSER_PUSH_ORIGINS;
  return configured
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/** Whether the endpoint's origin is one of `allowed` (exactly, or under a `*.` pattern). */
export function endpointAllowed(endpoint: string, allowed: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  return allowed.some((pattern) => {
    const wildcard = /^(https?):\/\/\*\.(.+)$/.exec(pattern);
    if (!wildcard) return url.origin === pattern;
    return url.protocol === `${wildcard[1]}:` && url.host.endsWith(`.${wildcard[2]}`);
  });
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What a device shows: the service worker (public/push-worker.js) reads these fields. */
export interface PushMessage {
  title: string;
  body: string;
  /** The page to open on a tap. */
  link: string;
  /** Notifications of one group replace each other on the device. */
  tag: string;
}

export type PushOutcome = 'sent' | 'gone' | 'failed' | 'refused';

export interface PushSender {
  /** The push services' origins the server posts to (PUSH_ENDPOINT_ORIGINS). */
  readonly allowedOrigins: readonly string[];
  send(target: PushTarget, message: PushMessage): Promise<PushOutcome>;
}

/** A push service's Topic header (at most 32 base64url characters): a newer push of the group replaces an undelivered one. */
const topicOf = (tag: string) => createHash('sha256').update(tag).digest('base64url').slice(0, 32);

export function createPushSender(options: {
  db: Db;
  allowedOrigins: readonly string[];
  subject: string;
  timeoutMs?: number;
}): PushSender {
  return {
    allowedOrigins: options.allowedOrigins,
    async send(target, message) {
      if (!endpointAllowed(target.endpoint, options.allowedOrigins)) return 'refused';
      const { publicKey, privateKey } = await vapidKeys(options.db);
      const request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        {
          vapidDetails: { subject: options.subject, publicKey, privateKey },
          TTL: 24 * 60 * 60,
          topic: topicOf(message.tag),
          contentEncoding: 'aes128gcm',
        },
      );
      try {
        const response = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body ? new Uint8Array(request.body) : null,
          redirect: 'error',
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
        await response.body?.cancel();
        if (response.status === 404 || response.status === 410) return 'gone';
        return response.ok ? 'sent' : 'failed';
      } catch {
        return 'failed';
      }
    },
  };
}
