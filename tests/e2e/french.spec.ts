import { expect, test } from '@playwright/test';

test.describe('French public pages', () => {
  test('the French home is in French, with its language, title and alternates', async ({ page }) => {
    const response = await page.goto('/fr');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle('Plateforme panafricaine de négoce | AfriTrade Hub');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Négociez les matières premières africaines en toute confiance',
    );
    await expect(page.getByRole('heading', { name: 'Profitez des meilleurs prix' })).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/$/);
    await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute('href', /\/fr$/);
    // The frame speaks French too, and its links stay in French.
    const header = page.locator('header.site-header');
    await expect(header.locator('a', { hasText: 'Voir les produits' })).toHaveAttribute('href', '/fr/buy-commodities');
    await expect(page.locator('footer').getByRole('link', { name: 'Notre histoire' })).toHaveAttribute(
      'href',
      '/fr/our-story',
    );
    // Links that open a new tab warn screen-reader users in French, the content's as well as the frame's.
    const newTabNotes = page.locator('a[target="_blank"] .visually-hidden');
    expect(await newTabNotes.count()).toBeGreaterThan(3);
    for (const note of await newTabNotes.allTextContents()) expect(note.trim()).toBe('(s’ouvre dans un nouvel onglet)');
  });

  test('the language switch keeps the page, and the choice is remembered', async ({ page }) => {
    await page.goto('/our-story');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('link', { name: /Français/ }).click();
    await page.waitForURL(/\/fr\/our-story/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notre histoire');

    // Next visit to an English address: French straight away, without a redirect.
    const again = await page.goto('/what-we-do');
    expect(again?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/what-we-do');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos activités');

    // And back to English, on the same page.
    await page.getByRole('link', { name: /English/ }).click();
    await page.waitForURL(/\/what-we-do\?lang=en$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What we do');
    await page.goto('/our-impact');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test.describe('a French-speaking browser', () => {
    test.use({ locale: 'fr-FR' });

    test('gets the French page on its first visit, at the same address', async ({ page }) => {
      const response = await page.goto('/contact');
      expect(response?.status()).toBe(200);
      expect(response?.request().redirectedFrom()).toBeNull();
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nous contacter');
    });
  });
});
