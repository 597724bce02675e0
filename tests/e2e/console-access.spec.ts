import { expect, test } from './support/test.ts';
import { signedInBuyer } from './support/accounts.ts';
import { holdAnswer, recordNavigations, watchSocket } from './support/sign-out.ts';
import {
  ADMIN_ACCOUNT,
  bearer,
  consoleAdmin,
  CONSOLE_TOKEN_KEY,
  freshTotpCode,
  skipTwoStepOffer,
  STAFF_ACCOUNT,
} from './support/staff.ts';

test.describe('console sign-in and access', () => {
  test('an admin signs in with password and TOTP code, sees the admin navigation and their sign-in in the audit trail', async ({
    page,
  }) => {
    // Three TOTP codes, each of a step not used before: the third may wait for the clock's next 30 s step.
    test.setTimeout(120_000);
    await consoleAdmin(page.request);
    await page.goto('/console');
    await page.getByLabel('E-mail address').fill(ADMIN_ACCOUNT.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_ACCOUNT.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    const code = page.getByLabel('Authentication code');
    await expect(code).toBeFocused();
    await code.fill('000000');
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page.locator('#code-error')).toContainText('not right');

    await code.fill(await freshTotpCode(ADMIN_ACCOUNT.email));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    // Admins land on their first screen (the first entry of the navigation).
    await page.waitForURL((url) => /^\/console\/[a-z]/.test(url.pathname));

    await expect(page.getByRole('banner')).toContainText(ADMIN_ACCOUNT.fullName);
    await expect(page.getByRole('banner')).toContainText('Administrator');
    // The work waiting, counted by the server and sent over the socket.
    await expect(page.getByRole('banner')).toContainText(
      /\d+ unassigned chats? · \d+ pending inquir(y|ies) · \d+ receipts? to verify/,
    );
    const nav = page.getByRole('navigation', { name: 'Console' });
    await nav.getByRole('link', { name: 'Audit' }).click();
    await page.waitForURL('**/console/audit');
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.filter({ hasText: 'Failed sign-in' }).first()).toContainText('code');
    await expect(rows.filter({ hasText: 'Signed in' }).first()).toContainText(ADMIN_ACCOUNT.fullName);

    // Recovery codes running low: a code from the app makes a new set.
    await nav.getByRole('link', { name: 'My account' }).click();
    await page.waitForURL('**/console/account');
    const recovery = page.getByRole('region', { name: 'Recovery codes' });
    await recovery.getByLabel('Code shown by the app').fill(await freshTotpCode(ADMIN_ACCOUNT.email));
    await recovery.getByRole('button', { name: 'Make new recovery codes' }).click();
    await expect(recovery.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
    await expect(recovery.getByRole('status')).toContainText('the earlier ones no longer work');
  });

  test('an agent without TOTP is asked to enrol at sign-in, may skip, and sees no admin screens', async ({ page }) => {
    await page.goto('/console');
    await page.getByLabel('E-mail address').fill(STAFF_ACCOUNT.email);
    await page.getByLabel('Password', { exact: true }).fill(STAFF_ACCOUNT.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/console/account**');
    await expect(page.getByRole('heading', { name: 'Turn on two-step verification' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Sourcing agent');
    // An agent's first screen: never an admin one.
    await skipTwoStepOffer(page);
    const nav = page.getByRole('navigation', { name: 'Console' });
    await expect(nav.getByRole('link', { name: 'My account' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Audit' })).toBeHidden();

    await page.goto('/console/audit');
    await expect(page.getByRole('alert')).toContainText('Not available for your role');
  });

  test('signing out ends the session on the server and returns to sign-in', async ({ page }) => {
    const socket = await watchSocket(page);
    await page.goto('/console');
    await page.getByLabel('E-mail address').fill(STAFF_ACCOUNT.email);
    await page.getByLabel('Password', { exact: true }).fill(STAFF_ACCOUNT.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/console/account**');
    const token = await page.evaluate((key) => localStorage.getItem(key), CONSOLE_TOKEN_KEY);
    expect(token).toBeTruthy();
    // The console's socket is open: the waiting work is counted over it.
    await expect(page.getByRole('banner')).toContainText(/unassigned chats?/);

    // The server closes the session's socket as it signs out; the socket's reconnection is
    // refused while sign-out still waits for its answer, and the page still goes to the plain
    // sign-in, once (not to the refusal's sign-in-and-come-back, nor aborted between the two).
    const answer = await holdAnswer(page, '**/api/auth/signout');
    const asked = recordNavigations(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await socket.refused;
    answer.release();
    await page.waitForURL(/\/console$/);
    expect(asked).toEqual(['/console']);
    expect(await page.evaluate((key) => localStorage.getItem(key), CONSOLE_TOKEN_KEY)).toBeNull();
    expect((await page.request.get('/api/staff/me', { headers: bearer(token ?? '') })).status()).toBe(401);
  });

  test('a buyer token cannot open the console', async ({ page }) => {
    const { token } = await signedInBuyer(page);
    expect((await page.request.get('/api/staff/me', { headers: bearer(token) })).status()).toBe(403);

    // Signed in as a buyer only: the console asks for a staff sign-in.
    await page.goto('/console/audit');
    await page.waitForURL(/\/console\?next=/);
    // Even a buyer token planted under the console's key is refused and dropped.
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key as string, value as string),
      [CONSOLE_TOKEN_KEY, token],
    );
    await page.goto('/console/account');
    await page.waitForURL(/\/console\?next=/);
    expect(await page.evaluate((key) => localStorage.getItem(key), CONSOLE_TOKEN_KEY)).toBeNull();
    // The buyer's own session is untouched.
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);
  });

  test('console pages are not indexed and robots.txt keeps crawlers out', async ({ page, request }) => {
    await page.goto('/console');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /console');
  });
});
