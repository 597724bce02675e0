import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/test.ts';
import sharp from 'sharp';
import { registerVerifiedBuyer, signInApi, signedInBuyer } from './support/accounts.ts';
import { orderableProduct, placeOrderApi } from './support/orders.ts';

test('upload a payment receipt, see View receipt, open it in a new tab; placing the order was its approval', async ({
  page,
  request,
  context,
}) => {
  const { token } = await signedInBuyer(page);
  const order = await placeOrderApi(request, token, await orderableProduct(request));

  const receipt = join(tmpdir(), `receipt-${Date.now()}.png`);
  writeFileSync(
    receipt,
    await sharp({ create: { width: 60, height: 80, channels: 3, background: '#f4f4f4' } })
      .png()
      .toBuffer(),
  );
  const fake = join(tmpdir(), `fake-${Date.now()}.png`);
  writeFileSync(fake, 'this is text, not an image');

  await page.goto(`/order/details/${order.id}`);
  await expect(page.getByRole('heading', { name: `Order ${order.orderNumber}` })).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toContainText('Payment');

  // The server reads the content: a text file named .png is refused, under the field.
  await page.getByLabel('Proof of payment').setInputFiles(fake);
  await page.getByRole('button', { name: 'Upload Receipt' }).click();
  await expect(page.getByText('Upload a JPEG, PNG, WebP or PDF file.')).toBeVisible();

  // The answer is lost: the chosen file stays, and Retry sends it.
  await page.route('**/api/order/image/**', (route) => route.abort('internetdisconnected'));
  await page.getByLabel('Proof of payment').setInputFiles(receipt);
  await page.getByRole('button', { name: 'Upload Receipt' }).click();
  const offline = page.getByRole('alert').filter({ hasText: 'Network Error' });
  await expect(offline).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/order/details/${order.id}`));
  await page.unroute('**/api/order/image/**');
  await offline.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('You have successfully uploaded your payment receipt')).toBeVisible();

  // The page reloads by itself (6.8 s) and offers the receipt instead of the upload.
  const link = page.getByRole('link', { name: /View receipt/ });
  await expect(link).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel('Proof of payment')).toHaveCount(0);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(page.locator('[aria-current="step"]')).toContainText('Order Shipped');

  // The link opens in a new tab, which sends no bearer header: the signed link alone opens the file.
  const href = (await link.getAttribute('href'))!;
  const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toContain('/api/order/receipt/');
  await tab.close();
  const file = await request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/png');
  expect(file.headers()['x-content-type-options']).toBe('nosniff');
  expect(file.headers()['content-disposition']).toMatch(/^inline; filename="receipt-/);
  // Without its signature the same path opens nothing.
  expect((await request.get(href.split('?')[0]!)).status()).toBe(403);

  // The buyer chose every term when placing it: no second approval is asked for.
  await expect(page.getByRole('button', { name: 'Approve Order' })).toHaveCount(0);
  await expect(page.getByText('Placing this order was your approval')).toBeVisible();
});

test('another buyer cannot open my order', async ({ page, request }) => {
  const owner = await registerVerifiedBuyer(request);
  const { token } = await signInApi(request, owner);
  const order = await placeOrderApi(request, token, await orderableProduct(request));

  await signedInBuyer(page);
  await page.goto(`/order/details/${order.id}`);
  await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
  await expect(page.getByText(order.orderNumber)).toHaveCount(0);
});
