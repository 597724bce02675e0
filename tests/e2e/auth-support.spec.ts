import { expect, test } from './support/test.ts';
import { registerVerifiedBuyer, signInBrowser, STAFF_ACCOUNT } from './support/accounts.ts';

// The helpers other journeys build on: a verified buyer and the e2e agent, signed in as the app does.
test('a buyer from registerVerifiedBuyer is signed in by signInBrowser, as the login form would', async ({
  page,
  request,
}) => {
  const buyer = await registerVerifiedBuyer(request);
  const { user } = await signInBrowser(page, buyer);
  expect(user.id).toBe(buyer.id);
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.locator('[data-user-name]').first()).toHaveText(buyer.fullName.slice(0, 15) + '...');
});

test('the e2e agent exists and signs in as staff only', async ({ page, request }) => {
  const { user } = await signInBrowser(page, STAFF_ACCOUNT, 'staff');
  expect(user).toMatchObject({ type: STAFF_ACCOUNT.type, fullName: STAFF_ACCOUNT.fullName });
  const asBuyer = await request.post('/api/auth/signin-buyer', {
    data: { email: STAFF_ACCOUNT.email, password: STAFF_ACCOUNT.password },
  });
  expect(asBuyer.status()).toBe(401);
});
