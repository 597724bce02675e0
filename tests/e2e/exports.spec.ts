// CSV exports from the screens: the buyer's My Orders and My Inquiries (with the header's
// search) and the console's orders list (with its filter), each downloaded by keyboard and
// opened as the CSV a spreadsheet program would read.
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { parse } from 'csv-parse/sync';
import { registerVerifiedBuyer, signInApi, signInBrowser, buyerWithToken } from './support/accounts.ts';
import { orderableProduct, placeOrderApi } from './support/orders.ts';
import { bearer, signInConsole, STAFF_ACCOUNT } from './support/staff.ts';

/** Presses the button from the keyboard and reads the file the browser saved. */
async function exportWithKeyboard(page: Page, name: RegExp) {
  const button = page.getByRole('button', { name });
  await button.focus();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  return readCsv(download);
}

async function readCsv(download: Download) {
  const text = await readFile((await download.path()) ?? '', 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return {
    fileName: download.suggestedFilename(),
    records: parse(text, { bom: true, columns: true }) as Record<string, string>[],
  };
}

test('a buyer exports their orders and the inquiries the search keeps', async ({ page, request }) => {
  const { buyer, token } = await buyerWithToken(request);
  const product = await orderableProduct(request);
  const order = await placeOrderApi(request, token, product);
  for (const productName of ['Noix de cajou brutes', 'Sésame blanc']) {
    const sent = await request.post('/api/rfq', {
      headers: bearer(token),
      data: { productName, productDescription: 'Qualité export', quantityRequired: '40', destinationPort: 'France' },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }

  await signInBrowser(page, buyer);
  await page.goto('/orders');
  await expect(page.getByRole('region', { name: 'All orders' }).locator('tbody tr')).toHaveCount(1);
  const orders = await exportWithKeyboard(page, /^Export CSV: your orders/);
  expect(orders.fileName).toMatch(/^my-orders-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(orders.records.map((r) => r['Order number'])).toEqual([order.orderNumber]);

  await page.goto('/inquiries');
  await page.getByRole('searchbox').fill('sésame');
  await expect(page.getByRole('region', { name: 'My inquiries' }).locator('tbody tr')).toHaveCount(1);
  const inquiries = await exportWithKeyboard(page, /^Export CSV: your inquiries/);
  expect(inquiries.records.map((r) => r['Product'])).toEqual(['Sésame blanc']);
});

test('an agent exports the orders list with its filter', async ({ page, request }) => {
  const buyer = await registerVerifiedBuyer(request, { fullName: 'Aïssatou Diallo' });
  const { token } = await signInApi(request, buyer);
  const order = await placeOrderApi(request, token, await orderableProduct(request));

  await signInConsole(page, STAFF_ACCOUNT);
  await page.goto(`/console/orders?buyerId=${buyer.id}`);
  await expect(page.getByRole('link', { name: order.orderNumber })).toBeVisible();
  const { fileName, records } = await exportWithKeyboard(page, /^Export CSV: orders/);
  expect(fileName).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(records).toEqual([
    expect.objectContaining({ 'Order number': order.orderNumber, Buyer: 'Aïssatou Diallo', Status: 'PENDING' }),
  ]);
});
