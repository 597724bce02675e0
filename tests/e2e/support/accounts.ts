// Accounts for browser tests of every journey. Buyers are made the way a person makes one
// (register, open the mailed link); the staff account is created before the server starts
// (see STAFF_ACCOUNT and playwright.config.ts).
//
//   const buyer = await registerVerifiedBuyer(request);
//   await signInBrowser(page, buyer);                     // as the login form would
//   await signInBrowser(page, STAFF_ACCOUNT, 'staff');    // the e2e agent
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { MAIL_SINK_HTTP_URL, STAFF_ACCOUNT } from './e2e-env.ts';
import type { CapturedMail } from './mail-sink.ts';

export { STAFF_ACCOUNT };

export interface TestAccount {
  email: string;
  password: string;
  fullName: string;
}

export interface TestBuyer extends TestAccount {
  id: string;
  phoneNumber: string;
}

let counter = 0;

/** A buyer's details that pass every server rule; unique per call. */
export function newBuyerDetails(overrides: Partial<Omit<TestBuyer, 'id'>> = {}): Omit<TestBuyer, 'id'> {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter}`;
  return {
    fullName: `adaeze Nwosu ${stamp}`,
    email: `adaeze.${stamp}@example.com`,
    password: 'Harmattan#2026',
    phoneNumber: '+2348031234567',
    ...overrides,
  };
}

/** The messages the app has mailed to an address, oldest first. */
export async function mailsTo(request: APIRequestContext, email: string): Promise<CapturedMail[]> {
  const res = await request.get(`${MAIL_SINK_HTTP_URL}/messages?to=${encodeURIComponent(email)}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as CapturedMail[];
}

/** Waits for the nth (1-based) mail to an address; the app sends mail in the background. */
export async function waitForMail(request: APIRequestContext, email: string, nth = 1): Promise<CapturedMail> {
  let mail: CapturedMail | undefined;
  await expect
    .poll(
      async () => {
        mail = (await mailsTo(request, email))[nth - 1];
        return Boolean(mail);
      },
      { message: `mail #${nth} to ${email}`, timeout: 15_000 },
    )
    .toBe(true);
  return mail as CapturedMail;
}

/** The first link in a mail whose path starts with `prefix`, e.g. '/login/' or '/passwordreset/'. */
export function linkIn(mail: CapturedMail, prefix: string): string {
  const link = mail.links.find((candidate) => new URL(candidate).pathname.startsWith(prefix));
  expect(link, `a ${prefix} link in "${mail.subject}"`).toBeTruthy();
  return link as string;
}

/** Registers through the API, follows the verification link from the mail, and returns the buyer. */
export async function registerVerifiedBuyer(
  request: APIRequestContext,
  overrides: Partial<Omit<TestBuyer, 'id'>> = {},
): Promise<TestBuyer> {
  const details = newBuyerDetails(overrides);
  const registered = await request.post('/api/auth/register-buyer', { data: details });
  expect(registered.status(), await registered.text()).toBe(201);
  const link = new URL(linkIn(await waitForMail(request, details.email), '/login/'));
  const [, , buyerId = '', token = ''] = link.pathname.split('/');
  const verified = await request.post('/api/auth/verify-email', { data: { buyerId, token } });
  expect(verified.status(), await verified.text()).toBe(200);
  return { ...details, email: details.email.toLowerCase(), id: buyerId };
}

/** A new verified buyer and a session of theirs for API calls (`token`). */
export async function buyerWithToken(request: APIRequestContext, overrides: Partial<Omit<TestBuyer, 'id'>> = {}) {
  const buyer = await registerVerifiedBuyer(request, overrides);
  const { token } = await signInApi(request, buyer);
  return { buyer, token };
}

/**
 * A new verified buyer, signed in in this page (the next page load is theirs), with the
 * session's `token` for API calls: `const { token, ...buyer } = await signedInBuyer(page)`.
 */
export async function signedInBuyer(
  page: Page,
  overrides: Partial<Omit<TestBuyer, 'id'>> = {},
): Promise<TestBuyer & { token: string }> {
  const buyer = await registerVerifiedBuyer(page.request, overrides);
  const { token } = await signInBrowser(page, buyer);
  return { ...buyer, token };
}

/** Signs in over the API; returns the token and the user as the app stores them. */
export async function signInApi(
  request: APIRequestContext,
  account: TestAccount,
  audience: 'buyer' | 'staff' = 'buyer',
): Promise<{ token: string; user: { id: string; createdAt: string; fullName: string; type: string } }> {
  const res = await request.post(`/api/auth/signin-${audience}`, {
    data: { email: account.email, password: account.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data;
}

/**
 * Signs in over the API and stores the session in localStorage exactly as the login form
 * does (`user` 'true', `token`, `joinedAt`), so the next page load is signed in.
 */
export async function signInBrowser(page: Page, account: TestAccount, audience: 'buyer' | 'staff' = 'buyer') {
  const { token, user } = await signInApi(page.request, account, audience);
  // localStorage belongs to the origin: open a tiny same-origin document first if needed.
  if (!page.url().startsWith('http')) await page.goto('/favicon.svg');
  await page.evaluate(
    ({ token, joinedAt }) => {
      localStorage.setItem('user', 'true');
      localStorage.setItem('token', token);
      localStorage.setItem('joinedAt', joinedAt);
    },
    { token, joinedAt: user.createdAt },
  );
  return { token, user };
}
