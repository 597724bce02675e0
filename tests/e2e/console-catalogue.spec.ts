// The catalogue run from the console: an admin changes a price and buyers see it on reload;
// an admin adds a product with two origins and a picture, publishes it, and a buyer orders it.
import sharp from 'sharp';
import { formatNumber } from '../../src/lib/format/numbers.ts';
import type { MarketPrices } from '../../src/shared/market/market.contract.ts';
import type { Product } from '../../src/shared/products/products.ts';
import { registerVerifiedBuyer, signInBrowser, buyerWithToken } from './support/accounts.ts';
import { placeOrderApi } from './support/orders.ts';
import { ADMIN_ACCOUNT, consoleAdmin, signInConsole } from './support/staff.ts';
import { expect, test } from './support/test.ts';

test('an admin changes a price in the console; the buyer sees it on the product page after a reload', async ({
  openPage,
  request,
}) => {
  // Two TOTP codes for the admin, each of a step not used before: the second may wait for the
  // clock's next 30 s step, on top of a journey that takes half a minute on a busy machine.
  test.setTimeout(120_000);
  const products: Product[] = (await (await request.get('/api/product')).json()).data;
  const product =
    products.find((p) => p.productName === 'Cowpeas (Black-Eye Beans)') ??
    products.find((p) => p.CountryTraded.length > 1)!;
  const origin = product.CountryTraded[0]!;
  const newPrice = origin.price === product.maxPricePerUnit ? origin.price - 5 : origin.price + 5;

  const buyer = await registerVerifiedBuyer(request);
  const buyerPage = await openPage();
  await signInBrowser(buyerPage, buyer);
  await buyerPage.goto(`/details/${product.id}`);
  const prices = buyerPage.locator('p.muted', { hasText: `${origin.countryName}: $` });
  await expect(prices).toContainText(`${origin.countryName}: $${formatNumber(origin.price)} / MT`);

  await consoleAdmin(request);
  const admin = await openPage();
  await signInConsole(admin, ADMIN_ACCOUNT);
  await admin.goto('/console/products');
  await expect(admin.getByRole('link', { name: 'Products' })).toBeVisible();
  await admin.getByLabel('Search').fill(product.productName);
  await admin.getByRole('button', { name: 'Search' }).click();
  await admin.getByRole('link', { name: product.productName }).click();
  await expect(admin.getByRole('heading', { name: product.productName, level: 2 })).toBeVisible();
  const priceField = admin.getByLabel('Price per MT (origin 1)');
  await expect(priceField).toHaveValue(String(origin.price));
  await priceField.fill(String(newPrice));
  await admin.getByRole('button', { name: 'Save changes' }).click();
  await expect(admin.getByText('Saved: buyers see the change now.')).toBeVisible();
  // The change is in the price history, with who made it.
  await expect(
    admin
      .getByRole('table', { name: /Prices per origin/ })
      .locator('tbody tr')
      .first(),
  ).toContainText(ADMIN_ACCOUNT.fullName);

  await buyerPage.reload();
  await expect(prices).toContainText(`${origin.countryName}: $${formatNumber(newPrice)} / MT`);
  // And the week's point of the market series moved with it.
  const market: MarketPrices = (
    await (await request.get(`/api/market/prices?productId=${product.id}&origin=${origin.countryCode}`)).json()
  ).data;
  expect(market.series[0]!.points.at(-1)!.pricePerMT).toBe(newPrice);
});

test('an admin adds a product with two origins and a picture from the console; a buyer orders it at once', async ({
  page,
  request,
}) => {
  // A long journey (a whole form, an upload, a buyer): more than the default minute on a busy machine.
  test.setTimeout(120_000);
  // The buyer is ready before the product exists.
  const { token } = await buyerWithToken(request);
  await consoleAdmin(request);
  await signInConsole(page, ADMIN_ACCOUNT);
  await page.goto('/console/products/new');
  const name = `Organic Moringa Powder ${Date.now()}`;
  await page.getByLabel('Product name').fill(name);
  await page
    .getByLabel('Description')
    .first()
    .fill('Shade-dried moringa leaf powder, steam-sterilised, for food and supplement makers.');
  await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption('Agro-Commodities');
  await page.getByLabel('Sub-category').fill('Spices & Herbs');
  await page.getByLabel('Supplier').fill('Kebbi Moringa Growers');
  await page.getByLabel('Minimum price per MT').fill('3000');
  await page.getByLabel('Maximum price per MT').fill('2500');
  await page.getByLabel('Minimum order (MT)').fill('5');
  await page.getByLabel('Capacity (MT per month)').fill('40');
  await page.getByLabel('Shortest lead time (days)').fill('10');
  await page.getByLabel('Longest lead time (days)').fill('21');
  await page.getByRole('combobox', { name: 'Origin 1', exact: true }).selectOption('NG');
  await page.getByLabel('Price per MT (origin 1)').fill('3100');
  await page.getByRole('button', { name: 'Add an origin' }).click();
  await page.getByRole('combobox', { name: 'Origin 2', exact: true }).selectOption('GH');
  await page.getByLabel('Price per MT (origin 2)').fill('3300');
  await page.getByLabel('Name 1').fill('Moisture');
  await page.getByLabel('Value 1').fill('7% max');

  // The picture is chosen on the new-product screen, before the product exists; a file that is
  // not a picture is refused there, by name.
  const picture = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#6b8e23' } })
    .jpeg()
    .toBuffer();
  const pictures = page.getByLabel(/^Add pictures/);
  await pictures.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(page.getByText('notes.txt is not a JPEG, PNG or WebP picture.')).toBeVisible();
  await pictures.setInputFiles({ name: 'moringa.jpg', mimeType: 'image/jpeg', buffer: picture });
  await page.getByLabel('What the picture shows').fill('Green moringa powder in a wooden bowl');

  // The same rule as the server: the range must be in order, and hold every origin's price.
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByText('The maximum price must not be below the minimum.')).toBeVisible();
  await expect(page.getByLabel('Maximum price per MT')).toBeFocused();
  await page.getByLabel('Maximum price per MT').fill('3500');
  await page.getByRole('button', { name: 'Add product' }).click();

  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(page.getByText('Not published', { exact: true })).toBeVisible();
  // Added with the product: the picture is its main one, so it can be published at once.
  await expect(page.getByRole('img', { name: 'Green moringa powder in a wooden bowl' })).toBeVisible();
  await expect(page.getByText('Main picture')).toBeVisible();

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published: buyers see it now.')).toBeVisible();
  const publishedAt = Date.now();

  // The buyer finds it in the catalogue and orders it.
  const listed = ((await (await request.get('/api/product')).json()).data as Product[]).find(
    (p) => p.productName === name,
  );
  expect(listed?.CountryTraded.map((o) => [o.countryName, o.price])).toEqual([
    ['Nigeria', 3100],
    ['Ghana', 3300],
  ]);
  expect(listed?.productImages[0]).toMatchObject({ isMain: true, width: 800, height: 600 });
  const order = await placeOrderApi(request, token, listed!, { countryOfOrigin: 'Ghana' });
  expect(order.cost).toBe(3300 * 5);
  // Listed and ordered moments after publishing (a second on an idle machine; slack for a busy one).
  expect(Date.now() - publishedAt).toBeLessThan(3000);
  const picturePath = listed!.productImages[0]!.image;
  const served = await request.get(picturePath);
  expect(served.headers()['content-type']).toBe('image/webp');
  const servedAvif = await request.get(picturePath.replace(/\.webp$/, '.avif'));
  expect(servedAvif.headers()['content-type']).toBe('image/avif');
});
