// Inquiry to order through a quote, end to end: a buyer asks for CIF delivery on a product
// page; an agent finds the inquiry in the console's Inquiries screen, quotes it and then
// revises the quote; the buyer sees the quote count, the quote in My Inquiries and the
// quote cards in the Message Center, accepts the revised quote and lands on the new order,
// which the agent then sees on the order desk.
import { mailsTo, registerVerifiedBuyer, signInBrowser } from './support/accounts.ts';
import { orderableProduct } from './support/orders.ts';
import { signInConsole, STAFF_ACCOUNT } from './support/staff.ts';
import { axeFindings } from './support/axe.ts';
import { expect, test } from './support/test.ts';

test('a CIF inquiry is quoted, re-quoted in the console, accepted by the buyer and becomes an order on the desk', async ({
  openPage,
  request,
}) => {
  test.setTimeout(180_000);
  const buyer = await registerVerifiedBuyer(request);
  const product = await orderableProduct(request);
  const origin = product.CountryTraded[0]!;

  // The agent watches this buyer's inquiries, as the inbox's buyer panel links to them: none yet.
  const agent = await openPage();
  await signInConsole(agent, STAFF_ACCOUNT);
  await agent.goto(`/console/inquiries?buyerId=${buyer.id}`);
  await expect(agent.getByText('No inquiries match.')).toBeVisible();

  // The buyer asks for a quote from the product page, for CIF delivery to the Netherlands.
  const buyerPage = await openPage();
  await signInBrowser(buyerPage, buyer);
  await buyerPage.goto(`/details/${product.id}`);
  await buyerPage.getByRole('button', { name: 'Make Inquiry' }).click();
  const inquiryForm = buyerPage.getByRole('form', { name: 'Product inquiry' });
  await inquiryForm.getByLabel('Product requirements').fill('Export grade, 50 kg bags, CIF Rotterdam');
  await inquiryForm.getByLabel('Quantity required (MT)').fill('40');
  await inquiryForm.getByLabel('Destination country').selectOption('NL');
  await inquiryForm.getByLabel('Shipping terms').selectOption('CIF');
  await inquiryForm.getByLabel('Payment terms').selectOption('LC');
  await inquiryForm.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(buyerPage.getByText('Your inquiry has been successfully submitted.')).toBeVisible();

  // It arrives in the agent's list without a reload (the live pending count moved), and the
  // Inquiries entry of the navigation shows that count.
  const row = agent.getByRole('row').filter({ hasText: buyer.fullName });
  await expect(row).toHaveCount(1, { timeout: 20_000 });
  await expect(agent.getByText(`Only the inquiries of ${buyer.fullName}.`)).toBeVisible();
  const entry = agent.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: /Inquiries/ });
  await expect(entry.locator('[data-count]')).toHaveText(/^[1-9]\d*$/);
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('CIF / LC / Netherlands');
  // Its wait against the 48 h quote-turnaround target.
  await expect(row).toContainText(/Waiting (under a minute|\d+ min), due in (1 day 23 h|2 days)/);
  expect(await axeFindings(agent)).toEqual([]);
  await row.getByRole('link', { name: product.productName }).click();
  await agent.waitForURL(/\/console\/inquiries\/[0-9a-f-]{36}$/);
  await expect(
    agent.getByRole('heading', { name: `Inquiry: ${product.productName}, ${buyer.fullName}` }),
  ).toBeVisible();
  await expect(agent.getByText('Export grade, 50 kg bags, CIF Rotterdam')).toBeVisible();

  // The form starts from what the buyer asked for.
  const form = agent.getByRole('form', { name: 'Quote' });
  await expect(form.getByLabel('Quantity (MT)')).toHaveValue('40');
  await expect(form.getByLabel('Incoterm')).toHaveValue('CIF');
  await expect(form.getByLabel('Payment terms')).toHaveValue('LC');
  // A missing price is named beside its field, and the focus goes there.
  await form.getByLabel('Country of origin').selectOption(origin.countryCode);
  await form.getByLabel('Named place (port or town)').fill('Rotterdam');
  await form.getByLabel('Lead time (days)').fill('21');
  await form.getByRole('button', { name: 'Send quote' }).click();
  await expect(form.getByText('The price per MT must be more than 0.')).toBeVisible();
  await expect(form.getByLabel('Price per MT (USD)')).toBeFocused();
  expect(await axeFindings(agent)).toEqual([]);
  // From the keyboard: type the price, tab on, send with Enter.
  await agent.keyboard.type('1450.50');
  await expect(form.locator('.quote-total')).toContainText('$58,020.00');
  await form.getByLabel('Note for the buyer').fill('Includes fumigation and marine insurance.');
  await form.getByRole('button', { name: 'Send quote' }).press('Enter');
  const v1 = agent.getByTestId('quote-version-1');
  await expect(v1).toContainText('Active');
  await expect(v1).toContainText('CIF Rotterdam, LC');
  await expect(v1).toContainText('$58,020.00');

  // Re-quote: the form starts from version 1; the agent lowers the price.
  const revision = agent.getByRole('form', { name: 'Revised quote (version 2)' });
  await expect(revision.getByLabel('Named place (port or town)')).toHaveValue('Rotterdam');
  await revision.getByLabel('Price per MT (USD)').fill('1420');
  await expect(revision.locator('.quote-total')).toContainText('$56,800.00');
  await revision.getByRole('button', { name: 'Send revised quote' }).click();
  await expect(agent.getByTestId('quote-version-2')).toContainText('Active');
  await expect(agent.getByTestId('quote-version-1')).toContainText('Superseded');

  // The buyer was mailed twice: the quote, then the revision.
  await expect
    .poll(async () => (await mailsTo(request, buyer.email)).map((mail) => mail.subject))
    .toEqual(
      expect.arrayContaining([
        `Your quote for ${product.productName}: USD 1,450.50 per MT`,
        `Revised quote for ${product.productName}: USD 1,420.00 per MT`,
      ]),
    );

  // My Inquiries: one quote waiting, the inquiry RECEIVED, both versions in its details.
  await buyerPage.goto('/inquiries');
  const tiles = buyerPage.getByRole('list', { name: 'Inquiry summary' });
  await expect(tiles.getByRole('listitem').filter({ hasText: 'Received Quotes' })).toContainText('1');
  const buyerRow = buyerPage.getByRole('row').filter({ hasText: product.productName });
  await expect(buyerRow).toContainText('Received');
  await buyerRow.getByRole('button', { name: /View/ }).click();
  const details = buyerPage.getByRole('dialog', { name: 'Inquiry Details' });
  const newest = details.getByRole('article', { name: /Quote version 2/ });
  await expect(newest).toContainText('Active');
  await expect(newest).toContainText('$1,420.00');
  await expect(newest).toContainText('CIF Rotterdam');
  await expect(details.getByRole('article', { name: /^Quote\s+from/ })).toContainText('Superseded');
  await details.getByRole('button', { name: 'Close' }).click();

  // The Message Center: both quote cards; the first says it was replaced.
  await buyerPage.goto('/message-center');
  const revisedCard = buyerPage.locator('.quote-card').filter({ hasText: 'Revised quote (version 2)' });
  await expect(revisedCard).toContainText(product.productName);
  await expect(revisedCard).toContainText('$1,420.00 per MT');
  await expect(revisedCard).toContainText('CIF Rotterdam, LC');
  await expect(buyerPage.locator('.quote-card').filter({ hasText: 'Replaced by a newer quote' })).toContainText(
    '$1,450.50 per MT',
  );

  // Accept from the card: the quote opens, the buyer confirms and lands on the new order.
  await revisedCard.getByRole('button', { name: 'View quote' }).click();
  const quoteDialog = buyerPage.getByRole('dialog', { name: 'Inquiry Details' });
  await quoteDialog.getByRole('button', { name: 'Accept quote' }).click();
  await expect(quoteDialog).toContainText('$56,800.00 in all');
  await quoteDialog.getByRole('button', { name: 'Confirm and place order' }).click();
  await buyerPage.waitForURL(/\/order\/details\/[0-9a-f-]{36}$/);
  const orderHeading = buyerPage.getByRole('heading', { name: /^Order ATH-/ });
  await expect(orderHeading).toBeVisible();
  const orderNumber = ((await orderHeading.textContent()) ?? '').replace('Order ', '').trim();
  const facts = buyerPage.locator('dl').filter({ hasText: 'Price per MT' });
  await expect(facts).toContainText('$1,420.00');
  await expect(facts).toContainText('$56,800.00');
  await expect(facts).toContainText('CIF (Cost, Insurance, and Freight)');
  await expect(facts).toContainText('Rotterdam');
  await expect(facts).toContainText(origin.countryName);
  // Accepting the quote was the approval: the order asks for none, and a mail confirms it.
  await expect(facts).toContainText(/Approved by you\s*Yes/);
  await expect(buyerPage.getByText('Placing this order was your approval')).toBeVisible();
  await expect(buyerPage.getByRole('button', { name: 'Approve Order' })).toHaveCount(0);
  await expect
    .poll(async () => (await mailsTo(request, buyer.email)).map((mail) => mail.subject))
    .toContain(`Order ${orderNumber} confirmed`);

  // The agent finds it on the order desk, and the inquiry answered.
  await agent.goto(`/console/orders?q=${orderNumber}`);
  const orderRow = agent.getByRole('row').filter({ hasText: orderNumber });
  // The list counts it in the singular.
  await expect(agent.getByText('1 order', { exact: true })).toBeVisible();
  await expect(orderRow).toContainText('CIF / LC');
  await expect(orderRow).toContainText('$56,800.00');
  await expect(orderRow).toContainText('Pending');
  await orderRow.getByRole('link', { name: orderNumber }).click();
  await expect(agent.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  // Work can start at once: no approval to wait for.
  await expect(agent.getByRole('button', { name: 'Start processing' })).toBeEnabled();
  await agent.goBack();
  await agent.goBack();
  await expect(agent.getByTestId('quote-version-2')).toContainText('Accepted');
  await expect(agent.getByRole('heading', { name: 'Answered' })).toBeVisible();
});
