import { expect, test } from './support/test.ts';
import { registerVerifiedBuyer } from './support/accounts.ts';

// ?next= after a buyer's sign-in must stay on our site. A backslash and a tab are the two
// tricks a string comparison missed: Chromium reads `/\evil.example/` and `/\t/evil.example/`
// as `//evil.example/`, another origin (src/shared/auth/return-path.ts resolves them instead).
for (const [trick, next] of [
  ['a backslash', '/%5Cevil.example/'],
  ['a tab', '/%09/evil.example/'],
] as const) {
  test(`after sign-in, a ?next= with ${trick} (${next}) stays on our origin`, async ({ page, request, baseURL }) => {
    const buyer = await registerVerifiedBuyer(request);
    // Were the redirect followed, the browser would ask for evil.example: refuse and remember it.
    const offSite: string[] = [];
    await page.route(
      (url) => url.hostname.endsWith('evil.example'),
      (route) => {
        offSite.push(route.request().url());
        return route.abort('blockedbyclient');
      },
    );

    await page.goto(`/login?next=${next}`);
    await page.getByLabel('E-mail address').fill(buyer.email);
    await page.getByLabel('Password', { exact: true }).fill(buyer.password);
    await page.getByRole('button', { name: 'Login' }).click();

    // The fallback page of a sign-in without a usable ?next=, on our own origin.
    await page.waitForURL('**/buy-commodities');
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    expect(offSite).toEqual([]);
  });
}
