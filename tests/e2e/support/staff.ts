// Staff in browser tests: the console's session, the first admin with TOTP, and codes
// computed the way an authenticator app does.
//
//   const admin = await consoleAdmin(page.request);        // TOTP on, code helper ready
//   await signInConsole(page, STAFF_ACCOUNT);             // the e2e agent, in the console
//   await signInConsole(page, ADMIN_ACCOUNT, admin.totpSecret);
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT } from './e2e-env.ts';

export { ADMIN_ACCOUNT, STAFF_ACCOUNT };

export interface StaffAccount {
  email: string;
  password: string;
  fullName: string;
}

/** The console's localStorage key (src/lib/staff-session-storage.ts). */
export const CONSOLE_TOKEN_KEY = 'consoleToken';

// Each TOTP time step signs in once (the server refuses replays), and specs sign the admin in
// many times a minute, so the steps already used are remembered for the whole run.
const stateFile = () => join(process.env['E2E_DATA_DIR'] ?? '.', 'e2e-staff-totp.json');
type TotpState = Record<string, { secret: string; lastStep: number }>;
const readState = (): TotpState =>
  existsSync(stateFile()) ? (JSON.parse(readFileSync(stateFile(), 'utf8')) as TotpState) : {};
const writeState = (state: TotpState) => writeFileSync(stateFile(), JSON.stringify(state));

const STEP_MS = 30_000;

/** The 6-digit code an authenticator app shows at `timestamp` (ms) for a base32 secret. */
export const totpCodeAt = (secret: string, timestamp: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp });

/** Remembers an account's TOTP secret (e.g. one a spec read off the enrolment screen). */
export function rememberTotpSecret(email: string, secret: string, usedAt = Date.now()) {
  const state = readState();
  state[email] = { secret, lastStep: Math.floor(usedAt / STEP_MS) };
  writeState(state);
}

export const totpSecretOf = (email: string) => readState()[email]?.secret;

/**
 * A code the server accepts now and has not seen: the current step, or the next one (the
 * server allows one step of clock drift); when both are used, waits for the clock to move.
 */
export async function freshTotpCode(email: string): Promise<string> {
  const state = readState();
  const entry = state[email];
  if (!entry) throw new Error(`no TOTP secret remembered for ${email}`);
  let step = Math.max(Math.floor(Date.now() / STEP_MS), entry.lastStep + 1);
  while (step > Math.floor(Date.now() / STEP_MS) + 1) {
    await new Promise((resolve) => setTimeout(resolve, step * STEP_MS - STEP_MS - Date.now() + 50));
    step = Math.max(Math.floor(Date.now() / STEP_MS), entry.lastStep + 1);
  }
  state[email] = { ...entry, lastStep: step };
  writeState(state);
  return totpCodeAt(entry.secret, step * STEP_MS);
}

/** Signs in over the API; adds a fresh TOTP code when the account has a remembered secret. */
export async function signInStaffApi(request: APIRequestContext, account: StaffAccount) {
  const code = totpSecretOf(account.email) ? await freshTotpCode(account.email) : undefined;
  const res = await request.post('/api/auth/signin-staff', {
    data: { email: account.email, password: account.password, ...(code ? { code } : {}) },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data as { token: string; user: { id: string; role: string; totpEnabled: boolean } };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Turns TOTP on over the API for a signed-in account without it; remembers the secret. */
export async function enrolTotpApi(request: APIRequestContext, email: string, token: string): Promise<string[]> {
  const setup = await request.post('/api/staff/mfa/setup', { headers: bearer(token) });
  expect(setup.status(), await setup.text()).toBe(200);
  const { secret } = (await setup.json()).data as { secret: string };
  const enabledAt = Date.now();
  const code = totpCodeAt(secret, enabledAt);
  const enabled = await request.post('/api/staff/mfa/enable', { headers: bearer(token), data: { code } });
  expect(enabled.status(), await enabled.text()).toBe(200);
  rememberTotpSecret(email, secret, enabledAt);
  return (await enabled.json()).data.recoveryCodes as string[];
}

// A staff session kept for the run, per account with TOTP: each time step signs in once, so a
// sign-in per test waited for the clock (up to a minute) whenever the last two had used both
// steps the server accepts. Specs whose subject is signing in use the form instead.
const sessionFile = () => join(process.env['E2E_DATA_DIR'] ?? '.', 'e2e-staff-sessions.json');
type StaffSession = Awaited<ReturnType<typeof signInStaffApi>>;
const readSessions = (): Record<string, StaffSession> =>
  existsSync(sessionFile()) ? (JSON.parse(readFileSync(sessionFile(), 'utf8')) as Record<string, StaffSession>) : {};

function keepSession(email: string, session: StaffSession) {
  writeFileSync(sessionFile(), JSON.stringify({ ...readSessions(), [email]: session }));
}

/**
 * A live session of a staff account: the run's kept one while the server still accepts it
 * (a spec may have signed it out), else a new sign-in, kept when the account has TOTP.
 */
export async function staffSession(request: APIRequestContext, account: StaffAccount): Promise<StaffSession> {
  if (!totpSecretOf(account.email)) return signInStaffApi(request, account);
  const kept = readSessions()[account.email];
  if (kept && (await request.get('/api/staff/me', { headers: bearer(kept.token) })).ok()) return kept;
  const session = await signInStaffApi(request, account);
  keepSession(account.email, session);
  return session;
}

/**
 * The run's first admin, with TOTP on and a live session. The first call turns TOTP on over
 * the API (its password-only session then passes admin calls); later ones reuse the session.
 */
export async function consoleAdmin(request: APIRequestContext) {
  let session: StaffSession;
  if (totpSecretOf(ADMIN_ACCOUNT.email)) {
    session = await staffSession(request, ADMIN_ACCOUNT);
  } else {
    session = await signInStaffApi(request, ADMIN_ACCOUNT);
    await enrolTotpApi(request, ADMIN_ACCOUNT.email, session.token);
    keepSession(ADMIN_ACCOUNT.email, session);
  }
  return { ...ADMIN_ACCOUNT, id: session.user.id, token: session.token, auth: bearer(session.token) };
}

/** Signs in at /console through the form, with a fresh TOTP code when the account has one. */
export async function signInConsoleForm(page: Page, account: StaffAccount) {
  await page.goto('/console');
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (totpSecretOf(account.email)) {
    await page.getByLabel('Authentication code').fill(await freshTotpCode(account.email));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
  }
  await page.waitForURL((url) => url.pathname.startsWith('/console/'));
}

/**
 * Stores a console session in the browser as the sign-in form does, so the next console page
 * is signed in (an account with TOTP: the run's kept session, see staffSession).
 */
export async function signInConsole(page: Page, account: StaffAccount) {
  const session = await staffSession(page.request, account);
  if (!page.url().startsWith('http')) await page.goto('/favicon.svg');
  await page.evaluate(
    ([key, token]) => localStorage.setItem(key as string, token as string),
    [CONSOLE_TOKEN_KEY, session.token],
  );
  return session;
}

/**
 * Opens an invitation's mailed link, sets the password and signs in as the invite screen
 * does; waits for My account, where the console offers two-step verification.
 */
export async function acceptInvitation(page: Page, link: string, password: string) {
  await page.goto(link);
  await page.getByLabel('Choose a password').fill(password);
  await page.getByLabel('Confirm the password').fill(password);
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await page.waitForURL('**/console/account?enrol=1**');
}

/** Waits for the first console screen after sign-in or enrolment: any screen but My account. */
export const waitForFirstScreen = (page: Page) =>
  page.waitForURL((url) => /^\/console\/[a-z]/.test(url.pathname) && !url.pathname.startsWith('/console/account'));

/** Skips the offer to turn on two-step verification (an agent may) and waits for the first screen. */
export async function skipTwoStepOffer(page: Page) {
  await page.getByRole('link', { name: 'Skip for now' }).click();
  await waitForFirstScreen(page);
}
