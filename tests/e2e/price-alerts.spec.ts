// Price alerts and saved searches from the buyer's side: set an alert on a product page, see
// it in Settings and remove it; save a Buy Commodities search, see it, open it, remove it.
import { startReading } from './support/reader.ts';
import { expect, test } from './support/test.ts';
import { signedInBuyer } from './support/accounts.ts';
import { orderableProduct } from './support/orders.ts';
import { axeFindings } from './support/axe.ts';

test('a buyer sets a price alert from a product page, sees it in Settings and removes it', async ({
  page,
  request,
}) => {
  const product = await orderableProduct(request);
  const origin = product.CountryTraded[0]!;
  await signedInBuyer(page);

  await page.goto(`/details/${product.id}`);
  await startReading(page);
  const section = page.getByRole('region', { name: 'Price alert' });
  await expect(section.getByLabel('Origin')).toHaveValue(origin.countryName);
  const price = section.getByLabel(/^At or below \(USD per MT\)/);
  // Empty is refused before anything is sent.
  await section.getByRole('button', { name: 'Set price alert' }).click();
  await expect(section.getByText('Enter the price per MT you would buy at.')).toBeVisible();
  await expect(price).toBeFocused();
  await price.fill('950');
  await page.keyboard.press('Enter');
  await expect(section.getByRole('status')).toContainText(`from ${origin.countryName} is at or below $950 per MT`);
  expect(await axeFindings(page, { bestPractice: false })).toEqual([]);

  await section.getByRole('link', { name: 'See and remove your alerts in Settings' }).click();
  await expect(page).toHaveURL(/\/settings#alerts$/);
  const alerts = page.getByRole('region', { name: 'Price alerts' });
  // The link lands on the section, not the top of Settings.
  await expect(alerts).toBeFocused();
  await expect(alerts).toBeInViewport();
  const name = `${product.productName} from ${origin.countryName}`;
  await expect(alerts.getByRole('link', { name })).toHaveAttribute('href', `/details/${product.id}`);
  await expect(alerts).toContainText('At or below $950.00 per MT');
  await expect(alerts).toContainText(
    `Listed now: $${origin.price.toLocaleString('en-US', { minimumFractionDigits: 2 })} per MT`,
  );
  expect(await axeFindings(page, { bestPractice: false })).toEqual([]);
  await alerts.getByRole('button', { name: `Remove the price alert for ${name}` }).click();
  await expect(alerts).toContainText('No price alerts yet.');
});

test('a buyer saves the search on Buy Commodities and finds it in Settings', async ({ page }) => {
  await signedInBuyer(page);

  await page.goto('/buy-commodities?q=cashew&max=5000');
  await page.getByRole('button', { name: 'Save this search' }).click();
  const form = page.getByRole('form', { name: 'Save this search' });
  const name = form.getByLabel('Name of the search');
  await expect(name).toHaveValue('"cashew", Up to $5000/MT');
  await name.fill('Cashew under 5,000');
  await form.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Search saved' })).toBeVisible();
  // Saved: no longer offered, until the filters make another search.
  await expect(page.getByRole('button', { name: 'Save this search' })).toHaveCount(0);
  await page.getByRole('button', { name: /^Up to \$5000\/MT/ }).click();
  await expect(page.getByRole('button', { name: 'Save this search' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Search saved' })).toHaveCount(0);

  await page.goto('/settings');
  const searches = page.getByRole('region', { name: 'Saved searches' });
  await expect(searches).toContainText('Cashew under 5,000');
  await expect(searches).toContainText('“cashew” · up to $5,000.00/MT');
  await expect(searches.getByRole('link', { name: 'Open the search Cashew under 5,000' })).toHaveAttribute(
    'href',
    '/buy-commodities?q=cashew&max=5000',
  );
  await searches.getByRole('button', { name: 'Remove the saved search Cashew under 5,000' }).click();
  await expect(searches).toContainText('No saved searches yet.');
});
