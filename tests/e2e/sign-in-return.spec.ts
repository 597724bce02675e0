import { expect, test } from './support/test.ts';
import { linkIn, newBuyerDetails, registerVerifiedBuyer, waitForMail } from './support/accounts.ts';

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

// Dot segments that resolve to a path beginning "//" (issue 35): on our origin as a URL, on
// another site once the browser is sent there. One buyer signs in through the form once per
// variant and always lands on the fallback page of our own origin.
const DOT_SEGMENT_TRICKS = [
  '%2F.%2F%2Fevil.example%2Fx',
  '/%2e%2e//evil.example/',
  '/..//evil.example',
  '/x/..//evil.example/',
  '/./%5Cevil.example/',
];

test('after sign-in, a ?next= whose dot segments resolve to "//host" stays on our origin', async ({
  page,
  request,
  baseURL,
}) => {
  const buyer = await registerVerifiedBuyer(request);
  const offSite: string[] = [];
  await page.route(
    (url) => url.hostname.endsWith('evil.example'),
    (route) => {
      offSite.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  for (const next of DOT_SEGMENT_TRICKS) {
    await page.goto(`/login?next=${next}`);
    await page.getByLabel('E-mail address').fill(buyer.email);
    await page.getByLabel('Password', { exact: true }).fill(buyer.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/buy-commodities');
    expect(new URL(page.url()).origin, next).toBe(new URL(baseURL!).origin);
  }
  expect(offSite).toEqual([]);
});

// Issue 41: sign-up lists the password rules before anything is typed and shows every unmet one
// at once; the page the buyer set out from survives sign-up, the mailed verification link and
// sign-in, where the verified address is already filled in.
test('sign-up shows every password rule, and ?next= survives sign-up and verification', async ({ page, request }) => {
  const buyer = newBuyerDetails();
  const next = '/orders?tab=open';
  await page.goto(`/registration?next=${encodeURIComponent(next)}`);

  const rules = page.locator('#password-rules li');
  await expect(rules).toHaveCount(5);
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(/uppercase/i);
  await page.getByLabel('Full name').fill(buyer.fullName);
  await page.getByLabel('E-mail address').fill(buyer.email);
  await page.getByLabel('Phone number', { exact: true }).fill('+234 803 123 4567');
  await page.getByLabel('Password', { exact: true }).fill('harmattan');
  await page.getByRole('button', { name: 'Create account' }).click();
  // Three rules unmet, all three flagged at once (the field error names the first).
  await expect(page.locator('#password-rules li.insist')).toHaveText([
    /At least one Uppercase/,
    /At least one digit/,
    /At least one Special Characters/,
  ]);

  await page.getByLabel('Password', { exact: true }).fill(buyer.password);
  await expect(page.locator('#password-rules li.met')).toHaveCount(5);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(`**/verify-email/${encodeURIComponent(buyer.email)}?next=*`);
  await expect(page.getByRole('link', { name: 'Go to login' })).toHaveAttribute(
    'href',
    `/login?next=${encodeURIComponent(next)}`,
  );

  await page.goto(linkIn(await waitForMail(request, buyer.email, 1), '/login/'));
  await expect(page.getByText('Your email has been successfully verified')).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toHaveValue(buyer.email);
  await page.getByLabel('Password', { exact: true }).fill(buyer.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`**${next}`);
});
