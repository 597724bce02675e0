// Fixed facts of the browser-test environment, shared by playwright.config.ts and the specs.

/**
 * The first worker's app; worker n listens on E2E_PORT + n (support/app-server.ts). E2E_PORT
 * lets several people run the suite side by side.
 */
export const E2E_PORT = Number(process.env['E2E_PORT'] ?? 4310);

/** The mail sink (mail-sink-server.ts): SMTP for the app, HTTP for the specs. */
export const MAIL_SINK_SMTP_PORT = E2E_PORT + 1000;
export const MAIL_SINK_HTTP_PORT = E2E_PORT + 2000;
export const MAIL_SINK_HTTP_URL = `http://127.0.0.1:${MAIL_SINK_HTTP_PORT}`;

/**
 * A staff (agent) account created with `npm run user:create` before the e2e server starts
 * (the embedded database is locked while the server runs). Sign in with
 * signInBrowser(page, STAFF_ACCOUNT, 'staff') or signInApi(request, STAFF_ACCOUNT, 'staff').
 */
export const STAFF_ACCOUNT = {
  type: 'agent',
  email: 'agent.e2e@afritradehub.test',
  password: 'Sahel#Agent-2026',
  fullName: 'Amina Sourcing Agent',
} as const;

/**
 * The first admin of every e2e run, made with `npm run user:create` like on a fresh install.
 * Admin calls need TOTP: use consoleAdmin() from support/staff.ts, which turns it on once per
 * run and keeps the secret in the run's data folder.
 */
export const ADMIN_ACCOUNT = {
  type: 'admin',
  email: 'admin.e2e@afritradehub.test',
  password: 'Kilimanjaro#Admin-2026',
  fullName: 'Zainab Operations Admin',
} as const;
