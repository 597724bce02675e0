import { expect, test } from './support/test.ts';
import { mainImage, type Product } from '../../src/shared/products/products.ts';
import { priceRangeText } from '../../src/shared/products/product-page.ts';

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
    // Chromium takes AVIF, so it paints the AVIF copy (about half the WebP's bytes).
    expect(await picture.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(
      new RegExp(`^${image.image.replace(/\.webp$/, '')}(-680|-400)?\\.avif$`),
    );

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
    // Marks the served name and specification before any script of the page runs.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        for (const served of document.querySelectorAll('h1, .spec-table')) served.setAttribute('data-served', '');
      }),
    );
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto(`/details/${product.id}`);
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
    // A reader who only reads runs no island: it waits for them to touch, scroll or type.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { name: 'Price alert' })).toHaveCount(0);
    expect(scripts.filter((url) => /\/(mount|client)\.[\w-]+\.js$/.test(url))).toEqual([]);
    // Scrolling towards the parts the island adds starts it.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', { name: 'Price alert' })).toBeVisible();
    // The island draws its parts into the served content; it does not draw the page again.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.productName);
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('data-served');
    await expect(page.locator('.spec-table')).toHaveAttribute('data-served');
    await expect(page.locator('img.gallery-main')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Place Order' })).toHaveCount(1);
    // Related products are fetched and drawn as the reader scrolls down to them (issue 27).
    await expect(page.getByRole('heading', { name: 'You might be interested in' })).toBeVisible();
    expect(asked).toEqual([]);
  });

  test('a button pressed before the island has started is carried out once it has', async ({ page, request }) => {
    const product = await firstProduct(request);
    await page.goto(`/details/${product.id}`);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { name: 'Price alert' })).toHaveCount(0);
    // The served button, activated as a screen reader does (a click alone, no touch or key
    // before it): the press starts the island, which then sends the visitor to sign in.
    await page.getByRole('button', { name: 'Make Inquiry' }).dispatchEvent('click');
    await page.waitForURL(/\/login\?next=/);
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/details/${product.id}`);
  });

  test('the gallery shows the photo whose thumbnail is chosen', async ({ page, request }) => {
    const products = (await (await request.get('/api/product')).json()).data as Product[];
    const product = products.find((p) => p.productImages.length > 1);
    expect(product, 'a product with several pictures').toBeTruthy();
    await page.goto(`/details/${product!.id}`);
    await page.getByRole('heading', { level: 1 }).click();
    const second = page.getByRole('button', { name: /^Show photo 2:/ });
    await second.click();
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    const chosen = [...product!.productImages].sort((a, b) => Number(b.isMain) - Number(a.isMain))[1]!;
    await expect(page.locator('img.gallery-main')).toHaveAttribute('src', chosen.image);
    await expect(page.locator('img.gallery-main')).toHaveCount(1);
  });

  test('a page served without its product (database unreachable) fetches it and shows it whole', async ({
    page,
    request,
  }) => {
    const product = await firstProduct(request);
    // What the server sends when it cannot read the catalogue: the shell with a loading line.
    await page.route(`**/details/${product.id}`, async (route) => {
      const served = await (await route.fetch()).text();
      const shell = served
        .replace(/<title>.*?<\/title>/, '<title>Product details | AfriTrade Hub</title>')
        .replace(/<script type="application\/json" id="product-data">.*?<\/script>/s, '')
        .replace(
          /(<div id="product-details">\s*<div class="container market">).*?<div data-slot="more"><\/div>/s,
          '$1<p role="status">Loading the product...</p>',
        );
      expect(shell).not.toContain('product-data');
      expect(shell).not.toContain('data-slot');
      await route.fulfill({ body: shell, contentType: 'text/html' });
    });
    await page.goto(`/details/${product.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.productName);
    await expect(page.getByRole('heading', { name: 'Specification', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Make an Inquiry' })).toBeVisible();
    await expect(page.getByText('Loading the product...')).toHaveCount(0);
    await expect(page).toHaveTitle(`${product.productName} | AfriTrade Hub`);
  });
});

test.describe('the product page in French (issue 27)', () => {
  test('/fr/details/{id} is French: lang, hreflang both ways, French frame, switch and product text', async ({
    page,
    request,
  }) => {
    const products = (await (await request.get('/api/product')).json()).data as Product[];
    const product = products.find((p) => p.productNameFr && p.productDescriptionFr);
    expect(product, 'a demo product with a French name and description').toBeTruthy();
    const { id, productNameFr, productDescriptionFr } = product!;

    const response = await page.goto(`/fr/details/${id}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productNameFr!);
    await expect(page).toHaveTitle(`${productNameFr} | AfriTrade Hub`);
    await expect(page.getByText(productDescriptionFr!)).toBeVisible();
    // hreflang both ways, canonical on the French address.
    const link = (selector: string) => page.locator(`head link[${selector}]`).getAttribute('href');
    expect(await link('rel="canonical"')).toMatch(new RegExp(`/fr/details/${id}$`));
    expect(await link('hreflang="fr"')).toMatch(new RegExp(`/fr/details/${id}$`));
    expect(await link('hreflang="en"')).toMatch(new RegExp(`[^r]/details/${id}$`));
    // The frame speaks French: header, footer, the island once it runs.
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Connexion' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Tous droits réservés.');
    await expect(page.getByRole('button', { name: 'Commander' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Voir les produits/ })).toHaveAttribute('href', '/fr/buy-commodities');

    // The language switch goes to the same product in English, and remembers the choice.
    await header.getByRole('link', { name: /English/ }).click();
    await page.waitForURL((url) => url.pathname === `/details/${id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product!.productName);
    const english = page.getByRole('banner').getByRole('link', { name: /Français/ });
    await expect(english).toHaveAttribute('href', `/fr/details/${id}?lang=fr`);
  });

  test('the French catalogue links to French product pages; unknown ids answer the French 404', async ({ page }) => {
    await page.goto('/fr/buy-commodities');
    // The server draws the first cards, in French.
    const first = page.locator('.product-card-title a').first();
    await expect(first).toBeVisible();
    await expect(first).toHaveAttribute('href', /^\/fr\/details\/[0-9a-f-]{36}$/);
    const response = await page.goto('/fr/details/00000000-0000-4000-8000-000000000000');
    expect(response?.status()).toBe(404);
  });

  test('the favicon is there on product pages and at /favicon.ico', async ({ page, request }) => {
    const product = await firstProduct(request);
    await page.goto(`/details/${product.id}`);
    await expect(page.locator('head link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
    const ico = await request.get('/favicon.ico');
    expect(ico.status()).toBe(200);
  });
});
