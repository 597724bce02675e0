import { startReading } from './support/reader.ts';
import { expect, test } from './support/test.ts';
import { formatNumber, formatUsd } from '../../src/lib/format/numbers.ts';
import { orderCost } from '../../src/shared/orders/order-rules.ts';
import { signedInBuyer } from './support/accounts.ts';
import { orderableProduct } from './support/orders.ts';

test('a visitor filters the catalogue through the URL, opens a product, and signs in to order', async ({
  page,
  request,
}) => {
  const product = await orderableProduct(request);
  const word = product.productName.split(' ').at(-1)!;

  // A shared link with filters opens the same filtered list. On a phone the filters wait
  // behind a button that says how many are on, so the products are on the first screen.
  await page.goto(`/buy-commodities?q=${encodeURIComponent(word)}&sub=${encodeURIComponent(product.subCategory)}`);
  const card = page.getByRole('link', { name: product.productName, exact: true });
  await expect(page.locator('.market-grid > li').first()).toBeInViewport();
  await expect(page.getByLabel('Search')).toBeHidden();
  const showFilters = page.getByRole('button', { name: 'Filters (2 active)' });
  await expect(showFilters).toHaveAttribute('aria-expanded', 'false');
  await showFilters.click();
  await expect(showFilters).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByLabel('Search')).toHaveValue(word);
  await expect(page.getByLabel('Sub-category')).toHaveValue(product.subCategory);
  await expect(card).toBeVisible();

  // Changing a filter updates the address, so the list can be shared.
  await page.getByLabel('Search').fill('no-such-commodity-xyz');
  await expect(page.getByText('No products match these filters')).toBeVisible();
  await expect(page).toHaveURL(/q=no-such-commodity-xyz/);
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page).toHaveURL(/\/buy-commodities$/);

  await page.getByLabel('Sort by').selectOption('price-desc');
  await expect(page).toHaveURL(/sort=price-desc/);
  await card.click();

  await page.waitForURL(`**/details/${product.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.productName);
  await expect(page.getByText(`Minimum Order`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Products' }).first()).toBeVisible();

  // Ordering as a visitor goes to sign-in, remembering this page.
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(/\/login\?next=/);
  expect(new URL(page.url()).searchParams.get('next')).toBe(`/details/${product.id}`);
});

test('Buy Commodities paints its first cards from the served page, then the island shows the whole catalogue', async ({
  browser,
  page,
  request,
}) => {
  const products = (await (await request.get('/api/product')).json()).data as { id: string; productName: string }[];
  // Without JavaScript (a phone still downloading it): the first cards are in the document.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const bare = await context.newPage();
  await bare.goto('/buy-commodities');
  const served = bare.locator('.market-grid > li.product-card');
  await expect(served).toHaveCount(Math.min(8, products.length));
  await expect(served.first().getByRole('link')).toHaveText(products[0]!.productName);
  await expect(served.first().getByRole('link')).toHaveAttribute('href', `/details/${products[0]!.id}`);
  await expect
    .poll(() =>
      served
        .first()
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);
  await context.close();

  // With it, the page shows the same cards and waits for the reader: no loading line, no catalogue request.
  const asked: string[] = [];
  page.on('request', (r) => new URL(r.url()).pathname === '/api/product' && asked.push(r.url()));
  await page.goto('/buy-commodities');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.market-grid > li.product-card')).toHaveCount(Math.min(8, products.length));
  await expect(page.getByText('Loading products...')).toHaveCount(0);
  expect(asked).toEqual([]);
  // Once they scroll, the island takes over in place and draws every product.
  await startReading(page);
  await expect(page.locator('.market-grid > li.product-card').first().getByRole('link')).toHaveText(
    products[0]!.productName,
  );
  await expect(page.getByRole('status').filter({ hasText: `${products.length} products` })).toBeVisible();
  await expect(page.locator('.market-grid > li.product-card')).toHaveCount(products.length);
});

test('an unknown product answers 404 with the not-found page', async ({ page }) => {
  for (const path of ['/details/00000000-0000-4000-8000-000000000000', '/details/not-an-id']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  }
});

test('place an FOB/LC order from a product page and find it under My Orders', async ({ page, request }) => {
  await signedInBuyer(page);
  const product = await orderableProduct(request);
  const origin = product.CountryTraded[0]!;
  const quantity = product.minOrdersAllowed + 1000;

  await page.goto(`/details/${product.id}`);
  await page.getByRole('button', { name: 'Place Order' }).click();
  const dialog = page.getByRole('dialog', { name: `Place Order: ${product.productName}` });
  await expect(dialog).toBeVisible();

  // Below the minimum order: the shared rule answers before anything is sent.
  await dialog.getByLabel('Shipping terms').selectOption('FOB');
  await dialog.getByLabel('Payment terms').selectOption('LC');
  await dialog.getByLabel('Country of origin').selectOption(origin.countryName);
  await dialog.getByLabel('Destination country').selectOption('NL');
  await dialog.getByLabel('Destination port').fill('Rotterdam');
  await dialog.getByLabel('Requirements').fill('W320, 50 kg jute bags, SGS inspection');
  await dialog.getByLabel('Quantity (MT)').fill('0.5');
  await dialog.getByRole('button', { name: 'Place Order' }).click();
  await expect(dialog.getByText(/The minimum order for this product is|Quantity must be/)).toBeVisible();

  await dialog.getByLabel('Quantity (MT)').fill(formatNumber(quantity));
  const total = formatUsd(orderCost(origin.price, quantity));
  await expect(dialog.getByText(total)).toBeVisible();
  expect(total).toContain(',');
  await dialog.getByRole('button', { name: 'Place Order' }).click();

  await expect(page.getByText('Your order has been successfully placed.')).toBeVisible();
  // The same dialog now confirms, under its new title.
  const confirmation = page.getByRole('dialog', { name: 'Order placed' });
  await expect(
    confirmation.getByText(
      'Your order has been submitted successfully. Go to your dashboard to upload proof of payment',
    ),
  ).toBeVisible();
  const orderNumber = (await confirmation.locator('strong').first().textContent())!.trim();
  expect(orderNumber).toMatch(/^ATH-\d{4}-[A-Z0-9]{5}$/);

  await page.goto('/orders');
  const row = page.getByRole('row').filter({ hasText: orderNumber });
  await expect(row).toContainText(product.productName);
  await expect(row).toContainText(total);
  await expect(row).toContainText('Pending');
  await row.getByRole('link', { name: /View/ }).click();
  await page.waitForURL('**/order/details/*');
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByText('Order Placed')).toBeVisible();
});

test('the CIF path points to the Message Center instead of ordering', async ({ page, request }) => {
  await signedInBuyer(page);
  const product = await orderableProduct(request);

  await page.goto(`/details/${product.id}`);
  await page.getByRole('button', { name: 'Place Order' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Shipping terms').selectOption('CIF');
  await expect(dialog.getByText('For CIF shipping, please continue with a sourcing agent.')).toBeVisible();
  await expect(dialog.getByLabel('Country of origin')).toHaveCount(0);
  await expect(dialog.getByLabel('Destination country')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Place Order' })).toHaveCount(0);

  // FOB with DP payment needs an agent too.
  await dialog.getByLabel('Shipping terms').selectOption('FOB');
  await dialog.getByLabel('Payment terms').selectOption('DP');
  await expect(dialog.getByText('For DP payment, please continue with a sourcing agent.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Place Order' })).toHaveCount(0);

  await dialog.getByRole('link', { name: 'Chat with an agent in the Message Center' }).click();
  await page.waitForURL('**/message-center');
});

test('an inquiry from the product page shows my contact details and lands in My Inquiries', async ({
  page,
  request,
}) => {
  const buyer = await signedInBuyer(page);
  const product = await orderableProduct(request);

  await page.goto(`/details/${product.id}`);
  await page.getByRole('button', { name: 'Make Inquiry' }).click();
  const form = page.getByRole('form', { name: 'Product inquiry' });
  await expect(page.locator('#inquiry').getByText(buyer.email)).toBeVisible();

  // Requirements are required: the message shows under the field, nothing is sent.
  await form.getByLabel('Quantity required (MT)').fill('40');
  await form.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(form.getByText('Describe your product requirements.')).toBeVisible();

  await form.getByLabel('Product requirements').fill('Quote for 40 MT, CIF Hamburg');
  await form.getByLabel('Shipping terms').selectOption('CIF');
  await form.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(page.getByText('Your inquiry has been successfully submitted.')).toBeVisible();
  await expect(page.getByText('We have received your product inquiry. We will get back to you shortly.')).toBeVisible();
  // The emptied form starts again at the product's minimum order, not at 1.
  await expect(form.getByLabel('Quantity required (MT)')).toHaveValue(String(product.minOrdersAllowed));

  await page.goto('/inquiries');
  const row = page.getByRole('row').filter({ hasText: product.productName });
  await expect(row).toContainText('40');
  await expect(row).toContainText('CIF');
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: /View/ }).click();
  const details = page.getByRole('dialog', { name: 'Inquiry Details' });
  await expect(details.getByText('Quote for 40 MT, CIF Hamburg')).toBeVisible();
});

test.describe('at a desk', () => {
  test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false });

  test('Buy Commodities and a product page start their islands without waiting for the reader', async ({
    page,
    request,
  }) => {
    const products = (await (await request.get('/api/product')).json()).data as { id: string }[];
    await page.goto('/buy-commodities');
    await expect(page.getByRole('status').filter({ hasText: `${products.length} products` })).toBeVisible();
    await page.goto(`/details/${products[0]!.id}`);
    await expect(page.getByRole('heading', { name: 'Make an Inquiry' })).toBeVisible();
  });
});
