import type { Page } from '@playwright/test';
import { startReading } from './support/reader.ts';
import { expect, test } from './support/test.ts';
import { signedInBuyer } from './support/accounts.ts';
import { orderableProduct } from './support/orders.ts';

/** The draft is written as the buyer types; the test waits for it rather than for time. */
const draftSaved = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('draft:')).length))
    .toBeGreaterThan(0);

test('an inquiry survives a reload and a dropped connection, and Retry sends it once the network is back', async ({
  page,
  context,
  request,
}) => {
  await signedInBuyer(page);
  const product = await orderableProduct(request);

  await page.goto(`/details/${product.id}`);
  await startReading(page);
  let form = page.getByRole('form', { name: 'Product inquiry' });
  await form.getByLabel('Quantity required (MT)').fill('75');
  await form.getByLabel('Product requirements').fill('Grade A, 50 kg bags, shipped before March');
  await form.getByLabel('Shipping terms').selectOption('CIF');
  await draftSaved(page);

  // A reload brings the text back, and says so.
  await page.reload();
  form = page.getByRole('form', { name: 'Product inquiry' });
  await expect(form.getByLabel('Product requirements')).toHaveValue('Grade A, 50 kg bags, shipped before March');
  await expect(form.getByLabel('Quantity required (MT)')).toHaveValue('75');
  await expect(form.getByLabel('Shipping terms')).toHaveValue('CIF');
  await expect(form.getByText('Restored what you typed before.')).toBeVisible();

  // The network drops: the submit fails, the page and the text stay, Retry is offered.
  await context.setOffline(true);
  await form.getByRole('button', { name: 'Submit Inquiry' }).click();
  const offline = form.getByRole('alert').filter({ hasText: 'Network Error' });
  await expect(offline).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/details/${product.id}`));
  await expect(form.getByLabel('Product requirements')).toHaveValue('Grade A, 50 kg bags, shipped before March');

  // Back online, Retry sends it; the draft is gone.
  await context.setOffline(false);
  await offline.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Your inquiry has been successfully submitted.')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('draft:')).length))
    .toBe(0);

  await page.reload();
  form = page.getByRole('form', { name: 'Product inquiry' });
  await expect(form.getByLabel('Product requirements')).toHaveValue('');
  await expect(form.getByText('Restored what you typed before.')).toHaveCount(0);

  // Sent once: My Inquiries lists it a single time.
  await page.goto('/inquiries');
  await expect(page.getByRole('row').filter({ hasText: product.productName })).toHaveCount(1);
});

test('an unsaved profile edit comes back after a reload, and Cancel discards it', async ({ page }) => {
  await signedInBuyer(page);

  await page.goto('/settings');
  const form = page.getByRole('form', { name: 'My profile' });
  await expect(form.getByLabel('Full name')).not.toHaveValue('');
  const saved = await form.getByLabel('Full name').inputValue();
  await page.getByRole('button', { name: 'Edit' }).click();
  await form.getByLabel('Full name').fill('Adaeze Draft Okafor');
  await draftSaved(page);

  await page.reload();
  await expect(form.getByLabel('Full name')).toHaveValue('Adaeze Draft Okafor');
  await expect(form.getByText('Restored what you typed before.')).toBeVisible();

  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form.getByLabel('Full name')).toHaveValue(saved);
  await page.reload();
  await expect(form.getByLabel('Full name')).toHaveValue(saved);
  await expect(form.getByText('Restored what you typed before.')).toHaveCount(0);
});
