import { expect, test } from './support/test.ts';
import { signInApi, signInBrowser, signedInBuyer } from './support/accounts.ts';
import { orderableProduct, placeOrderApi } from './support/orders.ts';
import { holdAnswer, recordNavigations, watchSocket } from './support/sign-out.ts';

test('search and paginate a 25-order table', async ({ page, request }) => {
  const { token } = await signedInBuyer(page);
  const product = await orderableProduct(request);
  const orders = [];
  for (let i = 0; i < 25; i += 1) {
    orders.push(await placeOrderApi(request, token, product, { paymentTerm: i < 5 ? 'TT' : 'LC', port: `Port ${i}` }));
  }

  await page.goto('/orders');
  await expect(page.getByRole('list', { name: 'Order summary' })).toContainText('25');
  const table = page.getByRole('region', { name: 'All orders' });
  const bodyRows = table.locator('tbody tr');
  await expect(bodyRows).toHaveCount(10);
  // Newest first.
  await expect(bodyRows.first()).toContainText(orders[24]!.orderNumber);
  const pager = page.getByRole('navigation', { name: 'All orders pages' });
  await pager.getByRole('button', { name: 'Page 3' }).click();
  await expect(bodyRows).toHaveCount(5);
  await expect(bodyRows.last()).toContainText(orders[0]!.orderNumber);

  // Search is case-insensitive, covers the fields of docs/product/limits.md and goes back to page 1.
  const search = page.getByRole('searchbox', { name: 'Search orders' });
  await search.fill(' tt ');
  // The five TT orders, and any whose random number happens to hold "TT" too.
  const matchingTT = orders.filter((order) => order.paymentTerm === 'TT' || /tt/i.test(order.orderNumber));
  await expect(bodyRows).toHaveCount(matchingTT.length);
  await expect(pager).toHaveCount(0);
  await search.fill(orders[7]!.orderNumber.toLowerCase());
  await expect(bodyRows).toHaveCount(1);
  await expect(bodyRows.first()).toContainText(orders[7]!.orderNumber);
  await search.fill('lc');
  await expect(bodyRows).toHaveCount(10);
  await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await search.fill('nothing-like-this');
  await expect(page.getByText('No results found')).toBeVisible();
  await search.fill('');
  await expect(bodyRows).toHaveCount(10);

  // The dashboard shows the same orders with the activity summary.
  await page.goto('/dashboard');
  await expect(page.getByRole('list', { name: 'Activity Summary' })).toContainText('25');
  await expect(page.getByRole('region', { name: 'Latest orders' }).locator('tbody tr')).toHaveCount(10);
});

test('welcome cards show on the first sign-in only', async ({ page }) => {
  const buyer = await signedInBuyer(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome to your Dashboard' })).toBeVisible();
  await expect(page.getByText('There are no orders')).toBeVisible();
  // The phone number given at sign-up also told us the country: nothing is left to ask.
  await expect(page.getByRole('heading', { name: 'Find your commodities' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Complete your profile' })).toHaveCount(0);

  await signInBrowser(page, buyer);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Activity Summary' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome to your Dashboard' })).toHaveCount(0);
});

test('change the password and edit the profile in Settings', async ({ page, request }) => {
  const buyer = await signedInBuyer(page);
  await page.goto('/settings');
  await expect(page.getByText(/^Joined Since /)).toBeVisible();

  // Profile fields are shown disabled until Edit.
  const name = page.getByLabel('Full name');
  await expect(name).toBeDisabled();
  await expect(page.getByLabel('Email address')).toBeDisabled();
  await page.getByRole('button', { name: 'Edit' }).click();
  await name.fill('Chioma Eze');
  await page.getByRole('combobox', { name: 'Country', exact: true }).selectOption('GH');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your profile has been successful updated')).toBeVisible();
  await expect(name).toBeDisabled();
  await expect(name).toHaveValue('Chioma Eze');
  await expect(page.locator('.badge-name')).toHaveText('Chioma Eze');

  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByLabel('Current password').fill('Wrong#Password1');
  await dialog.getByLabel('New password', { exact: true }).fill('weak');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  // Field errors under the inputs; the first one also as a toast.
  await expect(dialog.locator('#newPassword-error')).toHaveText('At least one Uppercase');
  await expect(page.getByRole('listitem').filter({ hasText: 'At least one Uppercase' })).toBeVisible();

  await dialog.getByLabel('New password', { exact: true }).fill('Savanna&Rain2027');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.locator('#oldPassword-error')).toHaveText('Your current password is incorrect.');

  await dialog.getByLabel('Current password').fill(buyer.password);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Your password has been successfully changed.')).toBeVisible();

  // The new password signs in; the old one no longer does.
  const fresh = await signInApi(request, { ...buyer, password: 'Savanna&Rain2027' });
  expect(fresh.token).toBeTruthy();
  const old = await request.post('/api/auth/signin-buyer', { data: { email: buyer.email, password: buyer.password } });
  expect(old.status()).toBe(401);
  // This browser stays signed in after the page reloads.
  await page.waitForEvent('load', { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
});

test('Logout in the hub ends the session and goes home, once, though the server closes its socket first', async ({
  page,
  request,
}) => {
  const socket = await watchSocket(page);
  const { token } = await signedInBuyer(page);
  await page.goto('/dashboard');
  await socket.connected;

  // The socket's reconnection is refused while sign-out still waits for its answer: the page
  // goes home anyway, not to the refusal's sign-in (nor aborted between the two).
  const answer = await holdAnswer(page, '**/api/auth/signout');
  const asked = recordNavigations(page);
  await page.getByRole('navigation', { name: 'Buyer hub' }).getByRole('button', { name: 'Logout' }).click();
  await socket.refused;
  answer.release();
  await page.waitForURL((url) => url.pathname === '/');
  expect(asked).toEqual(['/']);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(
    (await request.get('/api/auth/current-user', { headers: { authorization: `Bearer ${token}` } })).status(),
  ).toBe(401);
});
