// The Academy (issue 41): a list of real articles for importers, in English and French, each on
// its own pre-rendered page with its title and description, linked both ways, in the sitemap.
import { expect, test } from './support/test.ts';

const ARTICLES = {
  'incoterms-2020-for-commodity-buyers': ['Incoterms 2020 for commodity buyers', 'Les Incoterms 2020'],
  'tt-lc-or-cash-against-documents': ['TT, LC or cash against documents?', 'Virement, crédit documentaire'],
  'how-a-cashew-or-sesame-deal-runs': ['How a cashew or sesame deal runs', 'Cajou ou sésame'],
  'reading-a-phytosanitary-certificate': ['Reading a phytosanitary certificate', 'Lire un certificat phytosanitaire'],
} as const;

test('the Academy lists its articles and each opens on its own page, in English and French', async ({ page }) => {
  await page.goto('/academy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Academy');
  const titles = page.getByRole('heading', { level: 3 });
  await expect(titles).toHaveText(
    Object.values(ARTICLES).map(([english]) => new RegExp(`^\\s*${english.replace('?', '\\?')}`)),
  );
  await page.getByRole('link', { name: 'Reading a phytosanitary certificate' }).click();
  await expect(page).toHaveURL(/\/academy\/reading-a-phytosanitary-certificate$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reading a phytosanitary certificate');
  await expect(page).toHaveTitle(/^Reading a phytosanitary certificate/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /phytosanitary certificate/);
  await expect(page.getByRole('heading', { level: 2, name: 'A five-minute checklist' })).toBeVisible();
  // Semantic HTML only: the article is an article, and no JSON-LD rides along.
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  await page.getByRole('link', { name: 'All Academy articles' }).first().click();
  await expect(page).toHaveURL(/\/academy$/);

  await page.goto('/fr/academy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Académie');
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(
    Object.values(ARTICLES).map(([, french]) => new RegExp(`^\\s*${french}`)),
  );
  await page.getByRole('link', { name: /^Virement, crédit documentaire/ }).click();
  await expect(page).toHaveURL(/\/fr\/academy\/tt-lc-or-cash-against-documents$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('table')).toContainText('Protection de l’acheteur');
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    /\/academy\/tt-lc-or-cash-against-documents$/,
  );
});

test('the sitemap names every article in both languages', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const id of Object.keys(ARTICLES)) {
    expect(sitemap).toContain(`/academy/${id}</loc>`);
    expect(sitemap).toContain(`/fr/academy/${id}</loc>`);
  }
});
