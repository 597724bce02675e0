import { expect, test } from './support/test.ts';

test.describe('protected routes', () => {
  for (const path of ['/dashboard', '/orders', '/inquiries', '/settings', '/message-center']) {
    test(`${path} sends a visitor without a session to sign in, and remembers the page`, async ({ page }) => {
      await page.goto(path);
      await page.waitForURL(/\/login\?next=/);
      expect(new URL(page.url()).searchParams.get('next')).toBe(path);
      await expect(page).toHaveTitle(/Welcome back/);
    });
  }

  test('a stored session the server refuses is cleared and sent to sign in', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('user', 'true');
      localStorage.setItem('token', 'forged-token');
    });
    await page.goto('/orders');
    await page.waitForURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a session check that cannot reach the server goes to /no-connection', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('user', 'true'));
    await page.route('**/api/auth/current-user', (route) => route.abort('internetdisconnected'));
    await page.goto('/dashboard');
    await page.waitForURL('**/no-connection');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('NO INTERNET CONNECTION OR SERVER DOWN');
  });
});

test('every dynamic route answers with its page', async ({ request }) => {
  // Product pages are served with their product, so an id that names none is a 404.
  expect((await request.get('/details/abc')).status()).toBe(404);
  for (const path of [
    '/order/details/abc',
    '/login/abc/def',
    '/passwordreset/abc',
    '/verify-email/a%40b.com',
  ]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
  }
  const missing = await request.get('/no/such/page');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Page not found');
});
