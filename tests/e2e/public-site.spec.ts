import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { truncateName } from '../../src/lib/format/names.ts';
import { firstSpecification, type Product } from '../../src/shared/products/products.ts';
import { signedInBuyer } from './support/accounts.ts';

// Its tests share nothing (each signs in or registers its own people), so they may run on
// different workers: the run's longest files no longer end it on one worker while the other
// waits (tests/e2e/support/README.md).
test.describe.configure({ mode: 'parallel' });

const PUBLIC_PAGES = [
  { path: '/', h1: "Trade Africa's commodities with confidence" },
  { path: '/our-story', h1: 'Our Story' },
  { path: '/what-we-do', h1: 'What we do' },
  { path: '/our-impact', h1: 'Our Impact' },
  { path: '/market-intelligence', h1: 'Market Intelligence' },
  { path: '/contact', h1: 'Contact Us' },
  { path: '/academy', h1: 'Academy' },
] as const;

const SOURCING_STATS = '**/api/sourcing/api/v2/sourcepro-transaction/sourcepro-statistics';
const TRADE_FINANCE_STATS = '**/api/trade-finance/statistics';
const MARKETPLACE_STATS = '**/api/product/analytics/products';

/** One live figure of "Our business at a glance", found by its card and its label. */
/** Every link named in `hrefs` is in `region` and goes to its address there. */
async function expectLinks(region: Locator, hrefs: Record<string, string>) {
  for (const [name, href] of Object.entries(hrefs)) {
    await expect(region.getByRole('link', { name })).toHaveAttribute('href', href);
  }
}

const figure = (page: Page, card: string, label: string) =>
  page
    .locator('#at-a-glance li')
    .filter({ has: page.getByRole('heading', { name: card }) })
    .locator('.figure')
    .filter({ has: page.getByText(label, { exact: true }) })
    .getByRole('definition');

test.describe('every public page is readable without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, h1 } of PUBLIC_PAGES) {
    test(`${path} renders its content from content/ as HTML`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
    });
  }

  test('Our Story shows the founder story, mission, vision and the 16-member team', async ({ page }) => {
    await page.goto('/our-story');
    await expect(page.getByText(/first season moved 400 tonnes/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Vision' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Watch our story/ })).toHaveAttribute('target', '_blank');
    const team = page.locator('#team li');
    await expect(team).toHaveCount(16);
    // In the order of content/team.yaml.
    await expect(team.nth(0).getByRole('heading')).toHaveText('Adaeze Okafor');
    await expect(team.nth(1).getByRole('heading')).toHaveText('Kwame Mensah');
    await expect(team.nth(15).getByRole('heading')).toHaveText('Samuel Ekwueme');
    await expect(team.getByRole('heading', { level: 3 })).toHaveCount(16);
    await expect(page.getByRole('link', { name: 'Kwame Mensah’s profile (opens in a new tab)' })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
  });

  test("What we do lists the technology and links to the Buyer's Hub and the marketplace", async ({ page }) => {
    await page.goto('/what-we-do');
    const technology = page.locator('#technology li');
    await expect(technology).toHaveText([
      'Monitoring and real-time reporting',
      'Product mapping',
      'Seasonality data',
      'Updated commodity prices',
      'Instant payments across Africa',
    ]);
    await expect(page.locator('#buyers-hub').getByRole('link', { name: 'Browse commodities' })).toHaveAttribute(
      'href',
      '/buy-commodities',
    );
    await expect(page.locator('#marketplace').getByRole('link', { name: /Visit the marketplace/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    for (const id of ['trade-finance', 'sourcing', 'academy']) await expect(page.locator(`#${id} h2`)).toBeVisible();
  });

  test('Our Impact shows the quote, the static figures, capacity building, community and the press', async ({
    page,
  }) => {
    await page.goto('/our-impact');
    await expect(page.locator('.quote blockquote')).toContainText('the money arrives the week we deliver');
    await expect(page.locator('#metrics-heading + .text + dl')).toContainText('16,000');
    await expect(page.getByText('$11,600,000')).toBeVisible();
    await expect(page.getByText('Trusted by 10,000+ buyers and sellers')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Capacity building' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Community', exact: true })).toBeVisible();
    await expect(page.locator('#press img')).toHaveCount(5);
  });

  test('Market intelligence lists the five commodities and maps the countries of operation', async ({ page }) => {
    await page.goto('/market-intelligence');
    await expect(page.locator('#commodities h3')).toHaveText([
      'Cashew nuts',
      'Sesame seeds',
      'Soyabeans',
      'Groundnuts',
      'Ginger',
    ]);
    const map = page.getByRole('img', { name: 'Africa' });
    await expect(map).toBeVisible();
    await expect(map.locator('desc')).toHaveText(/Nigeria, Benin, Togo, Cameroon, Mali/);
    await expect(map.locator('.on')).toHaveCount(5);
    expect(await map.locator('path').count()).toBeGreaterThan(45);
    await expect(page.locator('#map li')).toHaveText(['Nigeria', 'Benin', 'Togo', 'Cameroon', 'Mali']);
    await expect(page.locator('#testimonials li').first()).toBeVisible();
  });

  test('Contact and Academy are real pages: a form with the ways to reach us, and a list of articles', async ({
    page,
  }) => {
    await page.goto('/contact');
    await expect(page.locator('main')).toContainText('Let us know how we can help you');
    await expect(page.getByRole('form', { name: 'Send us a message' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Opening hours' })).toBeVisible();
    await page.goto('/academy');
    await expect(page.locator('main')).not.toContainText('Our academy page');
    await expect(page.getByRole('link', { name: 'Incoterms 2020 for commodity buyers' })).toBeVisible();
  });
});

test.describe('search engines', () => {
  test('each page has its own title, description, canonical, social tags, lang and one h1', async ({ page }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const { path } of PUBLIC_PAGES) {
      await page.goto(path);
      const title = await page.title();
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(title, path).toMatch(/AfriTrade Hub/);
      titles.add(title);
      descriptions.add(description ?? '');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${path === '/' ? '/' : path}$`),
      );
      for (const property of ['og:title', 'og:description', 'og:url', 'og:image']) {
        await expect(page.locator(`meta[property="${property}"]`), `${path} ${property}`).toHaveAttribute(
          'content',
          /.+/,
        );
      }
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    }
    expect(titles.size).toBe(PUBLIC_PAGES.length);
    expect(descriptions.size).toBe(PUBLIC_PAGES.length);
  });

  test('the home page describes the organization in JSON-LD', async ({ page }) => {
    await page.goto('/');
    const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(json['@type']).toBe('Organization');
    expect(json.name).toBe('AfriTrade Hub');
    expect(json.sameAs).toHaveLength(4);
    expect(json.address).toHaveLength(2);
  });

  test('robots.txt points to a sitemap of the public routes and keeps the buyer hub out', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /dashboard');
    expect(robots).toContain('Disallow: /orders');
    const sitemapUrl = /Sitemap: (\S+)/.exec(robots)?.[1];
    expect(sitemapUrl).toBeTruthy();
    const sitemap = await request.get(new URL(sitemapUrl!).pathname);
    expect(sitemap.headers()['content-type']).toContain('xml');
    const xml = await sitemap.text();
    for (const { path } of PUBLIC_PAGES)
      expect(xml).toMatch(new RegExp(`<loc>[^<]+${path === '/' ? '/' : path}</loc>`));
    expect(xml).not.toContain('/dashboard');
  });
});

test.describe('header and footer', () => {
  test('the header links, the collapsible menu and the marketplace button', async ({ page }) => {
    await page.goto('/our-story');
    const header = page.locator('header.site-header');
    await expectLinks(header, { 'AfriTrade Hub home': '/', Login: '/login', 'Sign Up': '/registration' });
    // The orange button opens our own catalogue, in this tab.
    const marketplace = header.getByRole('link', { name: 'Marketplace' });
    await expect(marketplace).toHaveAttribute('href', '/buy-commodities');
    await expect(marketplace).not.toHaveAttribute('target', /./);

    const menu = header.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const list = header.locator('#site-menu');
    await expect(list.getByRole('link')).toHaveText([
      'Our Story',
      'What we do',
      'Our Impact',
      'Market Intelligence',
      'Buy Commodities',
      'Academy',
      'Contact',
    ]);
    await list.getByRole('link', { name: 'What we do' }).click();
    await expect(page).toHaveURL(/\/what-we-do$/);
  });

  test('the header links to browsing and to transactions on wide screens', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const header = page.locator('header.site-header');
    await expectLinks(header, { 'Browse Products': '/buy-commodities', 'Manage Transactions': '/dashboard' });
  });

  test('the footer columns, addresses, e-mail, social profiles and copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expectLinks(footer, {
      'Our Story': '/our-story',
      'What we do': '/what-we-do',
      'Our Impact': '/our-impact',
      'Buyers Hub': '/buy-commodities',
      'info@afritradehub.com': 'mailto:info@afritradehub.com',
    });
    await expect(footer.getByRole('link', { name: /^Marketplace/ })).toHaveAttribute('target', '_blank');
    await expect(footer.getByRole('link', { name: /^Logistics Hub/ })).toHaveAttribute('target', '_blank');
    await expect(footer.locator('address')).toHaveCount(2);
    await expect(footer.getByRole('list', { name: 'Social profiles' }).getByRole('link')).toHaveCount(4);
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });
});

test.describe('public figures: editorial or live, never contradicting each other (issue 41)', () => {
  test('the served page carries every figure, and a fresh install never shows a tiny live count', async ({
    page,
    browser,
  }) => {
    // Without JavaScript: what the server sends. No blank cell anywhere on the card grid.
    const reader = await browser.newContext({ javaScriptEnabled: false });
    const served = await reader.newPage();
    await served.goto('/');
    await expect(served.locator('#at-a-glance dd')).toHaveCount(12);
    for (const cell of await served.locator('#at-a-glance dd').all()) await expect(cell).toHaveText(/\S/);
    await expect(figure(served, 'Trade Finance', 'Tons supplied')).toHaveText('120,000+');
    await reader.close();

    // The services answer small counts (a fresh install after its first order): the claims stay.
    await page.route(MARKETPLACE_STATS, (route) =>
      route.fulfill({ json: { data: { products: 29, sellers: 0, buyers: 0 } } }),
    );
    await page.route(TRADE_FINANCE_STATS, (route) =>
      route.fulfill({ json: { totalNumberOfProducts: 1, totalQuantitySupplied: 54, totalNumberOfSuppliers: 1 } }),
    );
    await page.goto('/');
    // The statistic arrived and was found too small for the figure.
    await expect(figure(page, 'Trade Finance', 'Tons supplied')).toHaveAttribute('data-live-state', 'below-threshold');
    await expect(figure(page, 'Online Marketplace', 'Listed products')).toHaveAttribute(
      'data-live-state',
      'below-threshold',
    );
    await expect(figure(page, 'Trade Finance', 'Tons supplied')).toHaveText('120,000+');
    await expect(figure(page, 'Trade Finance', 'Farmers')).toHaveText('25,000+');
    await expect(figure(page, 'Online Marketplace', 'Listed products')).toHaveText('13,857+');
    await expect(page.locator('#at-a-glance')).not.toContainText('Buyers');
    // What we do says the same figure as the home page.
    await page.goto('/what-we-do');
    await expect(page.getByRole('definition').filter({ hasText: '13,857+' })).toHaveCount(1);
  });

  test('a live figure above its threshold replaces the written one, written the reader’s way', async ({ page }) => {
    await page.route(MARKETPLACE_STATS, (route) =>
      route.fulfill({ json: { data: { products: 14_250.5, sellers: 12, buyers: 40 } } }),
    );
    await page.route(SOURCING_STATS, (route) =>
      route.fulfill({ json: { data: { totalUniqueCompanies: 0, totalQuantity: 98_765.4, totalUniqueProducts: 0 } } }),
    );
    await page.goto('/fr');
    await expect(figure(page, 'Place de marché en ligne', 'Produits référencés')).toHaveText(/^14\s250,5$/);
    // Below its threshold (16,000 sellers): the written figure stays.
    await expect(figure(page, 'Place de marché en ligne', 'Fournisseurs en ligne')).toHaveText('16 000');
    await expect(figure(page, 'Sourcing', 'Transactions (tonnes)')).toHaveText(/^98\s765,4$/);
    await expect(figure(page, 'Sourcing', 'Partenaires')).toHaveText('450+');
  });

  test('a network error on the sourcing statistics sends the visitor to /no-connection', async ({ page }) => {
    await page.route(SOURCING_STATS, (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await page.waitForURL('**/no-connection');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('NO INTERNET CONNECTION OR SERVER DOWN');
  });

  test('other statistics failures are only logged: the written figures stay', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route(TRADE_FINANCE_STATS, (route) => route.abort('internetdisconnected'));
    await page.route(MARKETPLACE_STATS, (route) =>
      route.fulfill({ status: 500, json: { errors: [{ message: 'Down for maintenance' }] } }),
    );
    await page.route(SOURCING_STATS, (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
    await page.goto('/');
    await expect.poll(() => errors.filter((e) => /statistics/.test(e)).length).toBeGreaterThanOrEqual(3);
    await expect(figure(page, 'Sourcing', 'Partners')).toHaveText('450+');
    await expect(figure(page, 'Online Marketplace', 'Online suppliers')).toHaveText('16,000');
    await expect(figure(page, 'Trade Finance', 'Farmers')).toHaveText('25,000+');
    await expect(figure(page, 'Logistics Hub', 'Providers')).toHaveText('200+');
    // Each service heading links to its own site.
    await expect(page.locator('#at-a-glance').getByRole('link', { name: /^Trade Finance/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  });
});

test.describe('home: trending products', () => {
  test('shows the skeleton while loading, then cards that link to their details', async ({ page, request }) => {
    const products = (await (await request.get('/api/product')).json()).data as Product[];
    expect(products.length).toBeGreaterThan(0);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/product', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await page.locator('#trending-products').scrollIntoViewIfNeeded();
    const skeleton = page.locator('.trending-skeleton');
    await expect(skeleton).toBeVisible();
    await expect(skeleton.locator('.skeleton-card')).toHaveCount(10);
    // The ad band is the real one already (it is in the served HTML).
    await expect(
      skeleton.locator('.ad-band').getByRole('heading', { name: 'Get deals at the Best Prices' }),
    ).toBeVisible();
    await expect(skeleton.locator('.skeleton-header')).toHaveCount(1);
    release();

    await expect(skeleton).toHaveCount(0);
    const shown = products.slice(0, 10);
    const cards = page.locator('#trending-products .product-card');
    await expect(cards).toHaveCount(shown.length);
    const first = shown[0]!;
    const card = cards.first();
    await expect(card.getByRole('link', { name: first.productName })).toHaveAttribute('href', `/details/${first.id}`);
    const spec = firstSpecification(first);
    if (spec) {
      const summary = truncateName(spec, 16);
      await expect(card.locator('.product-card-spec')).toHaveText(summary);
      expect(summary.replace(/\.\.\.$/, '').length).toBeLessThanOrEqual(16);
    }
    await expect(page.getByRole('heading', { name: 'Get deals at the Best Prices' })).toBeVisible();
  });

  test('Make Inquiry sends a visitor to /login', async ({ page }) => {
    await page.goto('/');
    await page.locator('#trending-products').scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Make Inquiry' }).click();
    await page.waitForURL(/\/login$/);
  });

  test('Make Inquiry opens the inquiry modal for a signed-in buyer', async ({ page }) => {
    await signedInBuyer(page);
    await page.goto('/');
    await page.locator('#trending-products').scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Make Inquiry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make an Inquiry' });
    await expect(dialog).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('home: partners', () => {
  test('the carousel shows the 11 partner logos and starts moving', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('#partners');
    await section.scrollIntoViewIfNeeded();
    await expect(section.locator('.partners-carousel')).toHaveClass(/swiper-initialized/);
    const ids = await section
      .locator('[data-partner-id]')
      .evaluateAll((slides) => [...new Set(slides.map((s) => s.getAttribute('data-partner-id')))]);
    expect(ids.sort((a, b) => Number(a) - Number(b))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
    ]);
    await expect(section.getByRole('img', { name: 'Kora Trade Bank' })).toHaveCount(1);
    await expect(section.locator('[data-aos="fade-up"][data-aos-duration="1000"]')).toHaveClass(/aos-animate/);
    // The carousel can be paused (WCAG 2.2.2).
    const pause = section.getByRole('button', { name: 'Pause the carousel' });
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('home: partners, for visitors who prefer reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the logos stay still and visible', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('#partners');
    await section.scrollIntoViewIfNeeded();
    await expect(section.locator('.swiper-slide')).toHaveCount(11);
    // In the order of content/partners.yaml.
    expect(
      await section
        .locator('[data-partner-id]')
        .evaluateAll((slides) => slides.map((s) => s.getAttribute('data-partner-id'))),
    ).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);
    await expect(section.getByRole('img', { name: 'Delta Warehousing' })).toBeVisible();
    // The section decided to stay still, and nothing started it.
    await expect(section).toHaveAttribute('data-motion', 'still');
    await expect(section.locator('.partners-carousel')).not.toHaveClass(/swiper-initialized/);
    await expect(section.getByRole('button', { name: 'Pause the carousel' })).toBeHidden();
  });
});

test.describe('brand fonts', () => {
  test("a visit's first page keeps its stand-in fonts and fetches the brand ones; the next page starts in them", async ({
    page,
  }) => {
    await page.goto('/our-story');
    const html = page.locator('html');
    // Fetched into the cache after the load event, never swapped into the page already shown.
    const fetchedFonts = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.woff2') && (entry as PerformanceResourceTiming).responseEnd > 0)
          .map((entry) => new URL(entry.name).pathname.split('/').pop()!.split('.')[0])
          .sort(),
      );
    await expect
      .poll(fetchedFonts)
      .toEqual([
        'mulish-latin-400-normal',
        'mulish-latin-700-normal',
        'poppins-latin-600-normal',
        'poppins-latin-700-normal',
      ]);
    expect(await page.evaluate(() => document.fonts.check('700 1em Poppins'))).toBe(false);
    await expect(html).not.toHaveClass(/web-fonts/);
    await expect(page.locator('body')).toHaveCSS('font-family', /^"Mulish fallback"/);

    await page.getByRole('contentinfo').getByRole('link', { name: 'What we do' }).click();
    await expect(page).toHaveURL(/\/what-we-do$/);
    await expect(html).toHaveClass(/web-fonts/);
    await expect(page.locator('body')).toHaveCSS('font-family', /^Mulish/);
  });
});
