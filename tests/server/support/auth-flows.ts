// Steps of the account journeys over the API, shared by the auth server tests.
import { expect } from 'vitest';
import type { MailSink } from '../../e2e/support/mail-sink.ts';
import type { TestApp } from './helper.ts';

export const APP_URL = 'http://localhost:3000';
export const GOOD_PASSWORD = 'Harmattan#2026';

let counter = 0;

export function newBuyer(
  overrides: Partial<{ fullName: string; email: string; password: string; phoneNumber: string }> = {},
) {
  counter += 1;
  return {
    fullName: `Ngozi Okafor ${counter}`,
    email: `ngozi.${counter}.${Date.now()}@example.com`,
    password: GOOD_PASSWORD,
    phoneNumber: '+2348031234567',
    ...overrides,
  };
}

export const post = (app: TestApp, url: string, payload: unknown, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, remoteAddress });

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The buyer id and token of a verification mail's link (APP_URL/login/{buyerId}/{token}). */
export function verificationLinkParts(link: string | undefined) {
  const match = new RegExp(`^${APP_URL}/login/([0-9a-f-]{36})/([A-Za-z0-9_-]{43})$`).exec(link ?? '');
  expect(match, `verification link ${link}`).not.toBeNull();
  return { buyerId: match?.[1] ?? '', token: match?.[2] ?? '' };
}

/** The token of a reset mail's link (APP_URL/passwordreset/{token}). */
export function resetLinkToken(link: string | undefined) {
  const match = new RegExp(`^${APP_URL}/passwordreset/([A-Za-z0-9_-]{43})$`).exec(link ?? '');
  expect(match, `reset link ${link}`).not.toBeNull();
  return match?.[1] ?? '';
}

/** Registers through the API and follows the mailed link; returns the verified buyer. */
export async function registerAndVerify(app: TestApp, sink: MailSink, buyer = newBuyer()) {
  const registered = await post(app, '/api/auth/register-buyer', buyer);
  expect(registered.statusCode, registered.body).toBe(201);
  const mail = await sink.waitForMail(buyer.email, sink.to(buyer.email).length + 1);
  const link = verificationLinkParts(mail.links[0]);
  const verified = await post(app, '/api/auth/verify-email', link);
  expect(verified.statusCode, verified.body).toBe(200);
  return { ...buyer, id: link.buyerId };
}

export async function signIn(app: TestApp, email: string, password: string, audience: 'buyer' | 'staff' = 'buyer') {
  const res = await post(app, `/api/auth/signin-${audience}`, { email, password });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { token: string; user: Record<string, unknown> };
}
