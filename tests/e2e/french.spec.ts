import { startReading } from './support/reader.ts';
import { expect, test } from './support/test.ts';

test.describe('French public pages', () => {
  test('the French catalogue filters, sorts and counts in French, with origins named in French', async ({ page }) => {
    await page.goto('/fr/buy-commodities');
    await startReading(page);
    await expect(page.getByRole('status').filter({ hasText: /\d+ produits?$/ })).toBeVisible();
    await page.getByRole('button', { name: 'Filtres' }).click();
    await expect(page.getByLabel('Rechercher')).toBeVisible();
    await expect(page.getByLabel('Catégorie', { exact: true })).toBeVisible();
    const origins = page.getByLabel('Pays d’origine');
    await expect(origins.locator('option').first()).toHaveText('Toutes les origines');
    // The demo catalogue lists Côte d'Ivoire as an origin: French readers read its French name.
    await expect(origins.locator('option', { hasText: 'Côte d’Ivoire' })).toHaveCount(1);
    await expect(page.getByLabel('Trier par').locator('option', { hasText: 'Prix croissant' })).toHaveCount(1);
    await page.getByLabel('Rechercher').fill('aucun-produit-xyz');
    await expect(page.getByRole('heading', { name: 'Aucun produit ne correspond à ces filtres' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Filtres actifs' })).toContainText('"aucun-produit-xyz"');
  });

  test('Market Intelligence, Our Impact and Our Story read French to the last label', async ({ page }) => {
    await page.goto('/fr/market-intelligence');
    await expect(page.getByRole('heading', { name: 'Noix de cajou' }).first()).toBeVisible();
    await expect(page.getByText('Pays d’implantation')).toBeVisible();
    await expect(page.getByText(/Le tableau des prix a changé la façon dont notre association vend/)).toBeVisible();
    const panel = page.locator('#prices-cashew-nuts');
    await panel.scrollIntoViewIfNeeded();
    await expect(panel.getByRole('status')).toHaveText(/^(Dernier prix : semaine du|Aucun prix publié)/);
    await expect(page.locator('body')).not.toContainText(/Latest: week of|Countries of operation|no earlier price/);

    await page.goto('/fr/our-impact');
    await expect(page.getByText(/Le paiement instantané me permet de payer mes producteurs/)).toBeVisible();
    await expect(page.getByText('Responsable des achats, transformateur de noix')).toBeVisible();

    await page.goto('/fr/our-story');
    await expect(page.getByText('Fondatrice et directrice générale', { exact: true })).toBeVisible();
    await expect(page.locator('body')).not.toContainText('Founder and Chief Executive');
    // The widgets' own words (headings, region names) are French too.
    await expect(page.getByRole('heading', { name: 'Nos débuts' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Le mot de notre fondatrice' })).toBeVisible();
  });

  test('no French page is wider than a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of [
      '/fr',
      '/fr/our-story',
      '/fr/what-we-do',
      '/fr/our-impact',
      '/fr/market-intelligence',
      '/fr/buy-commodities',
      '/fr/contact',
      '/fr/academy',
      '/fr/academy/tt-lc-or-cash-against-documents',
    ]) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} overflows by ${overflow} px`).toBe(0);
    }
  });

  test('an unknown French address answers 404 with the French not-found page', async ({ page }) => {
    const response = await page.goto('/fr/pas-de-page-ici');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
    await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/fr');
  });

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
