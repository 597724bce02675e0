import { expect, test } from '@playwright/test';
import { mainImage, type Product } from '../../src/shared/product/product.ts';
import { priceRangeText } from '../../src/shared/product/product-page.ts';

async function firstProduct(request: import('@playwright/test').APIRequestContext): Promise<Product> {
  const products = (await (await request.get('/api/product')).json()).data as Product[];
  const product = products.find((p) => p.productImages.length > 0 && p.CountryTraded.length > 0);
  expect(product, 'a product with a picture and origins').toBeTruthy();
  return product!;
}

test.describe('product page for slow phones and shared links', () => {
  test('the served HTML, without JavaScript, carries the title, price, image and JSON-LD', async ({
    browser,
    request,
  }) => {
    const product = await firstProduct(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`/details/${product.id}`);
    expect(response?.status()).toBe(200);

    await expect(page).toHaveTitle(`${product.productName} | AfriTrade Hub`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.productName);
    await expect(page.locator('.details-price')).toHaveText(`${priceRangeText(product)} per MT`);
    const image = mainImage(product)!;
    const picture = page.getByRole('img', { name: image.alt }).first();
    await expect(picture).toHaveAttribute('src', image.image);
    await expect(picture).toHaveAttribute('width', '800');
    await expect(picture).toHaveAttribute('height', '600');
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    // Link previews (WhatsApp, e-mail, social) read these.
    const meta = (key: string) => page.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute('content');
    expect(await meta('og:title')).toContain(product.productName);
    expect(await meta('og:title')).toContain(`${priceRangeText(product)} per MT`);
    expect(await meta('og:image')).toMatch(new RegExp(`^http://[^/]+${image.image}$`));
    expect(await meta('twitter:card')).toBe('summary_large_image');

    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(ld['@type']).toBe('Product');
    expect(ld.name).toBe(product.productName);
    expect(ld.offers.map((offer: { price: number }) => offer.price)).toEqual(
      product.CountryTraded.map((origin) => origin.price),
    );
    await context.close();
  });

  test('the island takes over from the served product without asking for it again', async ({ page, request }) => {
    const product = await firstProduct(request);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === `/api/product/${product.id}`) asked.push(r.url());
    });
    await page.goto(`/details/${product.id}`);
    // Buttons exist only once the island runs.
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.productName);
    await expect(page.getByRole('heading', { name: 'You might be interested in' })).toBeVisible();
    expect(asked).toEqual([]);
  });
});
