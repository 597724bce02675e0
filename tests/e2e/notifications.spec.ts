// The notification centre end to end: an agent moves a buyer's order over the API while the
// buyer has the hub open; the bell counts it live, lists it, opens the order page, and reads
// it; Settings shows the types x channels table and keeps a change.
import { expect, test } from './support/test.ts';
import { signInBrowser, signedInBuyer, buyerWithToken } from './support/accounts.ts';
import { orderableProduct, placeOrderApi, signContractApi } from './support/orders.ts';
import { bearer, signInStaffApi, STAFF_ACCOUNT } from './support/staff.ts';
import { axeFindings } from './support/axe.ts';

test('the bell counts a staff change live, opens its page and marks it read', async ({ page, request }) => {
  const { buyer, token } = await buyerWithToken(request);
  const product = await orderableProduct(request);
  const order = await placeOrderApi(request, token, product, { paymentTerm: 'TT' });
  expect((await request.get(`/api/order/approve/${order.id}`, { headers: bearer(token) })).status()).toBe(200);

  await signInBrowser(page, buyer);
  await page.goto('/dashboard');
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toHaveAccessibleName('Notifications, 0 unread');

  await signContractApi(request, token, order.id);
  const staff = await signInStaffApi(request, STAFF_ACCOUNT);
  const moved = await request.post(`/api/staff/orders/${order.id}/status`, {
    headers: bearer(staff.token),
    data: { status: 'PROCESSING' },
  });
  expect(moved.status(), await moved.text()).toBe(200);

  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  const item = panel.getByRole('link', { name: new RegExp(`Order ${order.orderNumber} is now Processing`) });
  await expect(item).toBeVisible();
  expect(await axeFindings(page, { bestPractice: false })).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();

  await bell.click();
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/order/details/${order.id}$`));
  await expect(page.getByRole('button', { name: 'Notifications, 0 unread' })).toBeVisible();
});

test('Settings shows the channels per type and keeps a change', async ({ page }) => {
  await signedInBuyer(page);
  await page.goto('/settings');
  const email = page.getByRole('checkbox', { name: 'Agent’s reply while you were away: E-mail' });
  await expect(email).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Order status: E-mail' })).toBeChecked();
  await email.check();
  await page.getByRole('button', { name: 'Save notification settings' }).click();
  await expect(page.getByText('Your notification settings are saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Agent’s reply while you were away: E-mail' })).toBeChecked();
});
