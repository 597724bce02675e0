// Paying a TT order from end to end: an admin sets the USD payment instructions on their
// console screen; the buyer of an approved TT order sees them on the order page ("How to
// pay"), in English and in French, and opens the printable pro-forma invoice; the order desk
// opens the same paper; another buyer cannot open it. Screenshots of each screen at 360 and 1280 px are attached to the report.
import type { Page } from '@playwright/test';
import { registerVerifiedBuyer, signInApi, signInBrowser } from './support/accounts.ts';
import { orderableProduct, placeOrderApi } from './support/orders.ts';
import { ADMIN_ACCOUNT, consoleAdmin, signInConsole } from './support/staff.ts';
import { seriousViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

test.setTimeout(180_000);

const WIDTHS = [360, 1280] as const;

/** The screen at each width: no serious accessibility finding, nothing wider than the page, a screenshot in the report. */
async function checkAtWidths(page: Page, name: string, ready: () => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await ready();
    expect(await seriousViolations(page), `${name} at ${width} px`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} is no wider than ${width} px`).toBeLessThanOrEqual(0);
    const path = test.info().outputPath(`${name}-${width}.png`);
    // One image pixel per CSS pixel: at the Pixel 7's 2.6 device pixels, a full page held 7x the
    // pixels and took 13 s instead of 2-3 s to capture on a busy machine, for the report alone.
    await page.screenshot({ path, fullPage: true, scale: 'css' });
    await test.info().attach(`${name}-${width}`, { path, contentType: 'image/png' });
  }
}

const USD = {
  beneficiary: 'AfriTrade Hub Ltd.',
  bankName: 'Ecobank Nigeria',
  accountNumber: 'NG12 ECOC 0000 1234 5678 90',
  swift: 'ECOCNGLA',
  bankAddress: '21 Ahmadu Bello Way, Victoria Island, Lagos',
};

test('an admin sets the USD instructions; the buyer of an approved TT order sees them and opens the pro-forma', async ({
  openPage,
  page,
  request,
  baseURL,
}) => {
  // The admin finds the screen in the console's navigation and adds USD.
  await consoleAdmin(page.request);
  await signInConsole(page, ADMIN_ACCOUNT);
  await page.goto('/console/orders');
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Payment instructions' }).click();
  await page.waitForURL('**/console/payment-instructions');
  await expect(page.getByText('No USD instructions yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add a currency' }).click();
  const form = page.getByRole('region', { name: 'New payment instructions' });
  await expect(form.getByLabel('Currency (ISO 4217 code)')).toHaveValue('USD');
  await form.getByLabel('Beneficiary (account holder)').fill(USD.beneficiary);
  await form.getByLabel('Bank name').fill(USD.bankName);
  await form.getByLabel('Account number or IBAN').fill(USD.accountNumber);
  await form.getByLabel('SWIFT/BIC').fill('ECOBANK');
  await form.getByLabel('Bank address').fill(USD.bankAddress);
  await form.getByLabel('Notes for the buyer').fill('Bank charges are for the sender (OUR).');
  await form.getByRole('button', { name: 'Save instructions' }).click();
  // The server's check, under its field.
  await expect(form.getByText('A SWIFT/BIC code has 8 or 11 letters and digits')).toBeVisible();
  await form.getByLabel('SWIFT/BIC').fill(USD.swift);
  await form.getByRole('button', { name: 'Save instructions' }).click();
  await expect(page.getByText('The USD payment instructions are saved.')).toBeVisible();
  const table = page.getByRole('region', { name: 'Payment instructions, scrolls sideways' });
  await expect(table.getByRole('row', { name: /USD/ })).toContainText(USD.swift);
  await expect(table.getByRole('row', { name: /USD/ })).toContainText(ADMIN_ACCOUNT.fullName);
  // A second currency starts from a blank code: the toast names the one saved, not "The payment instructions saved."
  await page.getByRole('button', { name: 'Add a currency' }).click();
  const euro = page.getByRole('region', { name: 'New payment instructions' });
  await expect(euro.getByLabel('Currency (ISO 4217 code)')).toHaveValue('');
  await euro.getByLabel('Currency (ISO 4217 code)').fill('EUR');
  await euro.getByLabel('Beneficiary (account holder)').fill(USD.beneficiary);
  await euro.getByLabel('Bank name').fill(USD.bankName);
  await euro.getByLabel('Account number or IBAN').fill(USD.accountNumber);
  await euro.getByLabel('SWIFT/BIC').fill(USD.swift);
  await euro.getByLabel('Bank address').fill(USD.bankAddress);
  await euro.getByRole('button', { name: 'Save instructions' }).click();
  await expect(page.getByText('The EUR payment instructions are saved.')).toBeVisible();
  await expect(table.getByRole('row', { name: /EUR/ })).toContainText(USD.swift);
  await page.getByRole('button', { name: 'Edit USD' }).click();
  await expect(page.getByRole('region', { name: 'USD payment instructions' })).toBeVisible();
  await checkAtWidths(page, 'console-payment-instructions', async () => {
    await expect(page.getByLabel('Bank name')).toHaveValue(USD.bankName);
  });

  // A buyer's TT order, approved at placing.
  const buyer = await registerVerifiedBuyer(request, { fullName: 'Ama Owusu' });
  const { token } = await signInApi(request, buyer);
  const order = await placeOrderApi(request, token, await orderableProduct(request), { paymentTerm: 'TT' });
  expect(order.buyerApproved).toBe(true);

  const buyerPage = await openPage();
  await signInBrowser(buyerPage, buyer);
  await buyerPage.goto(`/order/details/${order.id}`);
  const pay = buyerPage.getByTestId('how-to-pay');
  await expect(pay.getByRole('heading', { name: 'How to pay' })).toBeVisible();
  await expect(pay).toContainText(USD.accountNumber);
  await expect(pay).toContainText(USD.swift);
  await expect(pay).toContainText(`Order ${order.orderNumber}`);
  await checkAtWidths(buyerPage, 'order-how-to-pay-en', async () => {
    await expect(pay.getByRole('heading', { name: 'How to pay' })).toBeVisible();
  });

  await pay.getByRole('link', { name: 'Pro-forma invoice' }).click();
  await buyerPage.waitForURL(`**/order/proforma/${order.id}`);
  const proforma = buyerPage.getByRole('article', { name: 'Pro-forma invoice' });
  await expect(proforma).toContainText(`PF-${order.orderNumber}`);
  await expect(proforma).toContainText(order.productName);
  await expect(proforma).toContainText('Ama Owusu');
  await expect(proforma).toContainText('AfriTrade Hub Ltd.');
  await expect(proforma).toContainText(`FOB ${order.countryOfOrigin}`);
  await expect(proforma).toContainText(USD.accountNumber);
  await expect(buyerPage.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
  await checkAtWidths(buyerPage, 'proforma-en', async () => {
    await expect(proforma).toBeVisible();
  });
  // On paper: the document alone, without the hub's navigation, header or buttons.
  await buyerPage.emulateMedia({ media: 'print' });
  await expect(buyerPage.getByRole('navigation', { name: 'Buyer hub' })).toBeHidden();
  await expect(buyerPage.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
  await expect(proforma).toBeVisible();
  const printed = test.info().outputPath('proforma-print.png');
  await buyerPage.screenshot({ path: printed, fullPage: true, scale: 'css' });
  await test.info().attach('proforma-print', { path: printed, contentType: 'image/png' });
  await buyerPage.emulateMedia({ media: 'screen' });

  // The same buyer reading in French.
  const frPage = await openPage();
  await frPage.context().addCookies([{ name: 'lang', value: 'fr', url: baseURL ?? '' }]);
  await signInBrowser(frPage, buyer);
  await frPage.goto(`/order/details/${order.id}`);
  const frenchPay = frPage.getByTestId('how-to-pay');
  await expect(frenchPay.getByRole('heading', { name: 'Comment payer' })).toBeVisible();
  await expect(frenchPay).toContainText('Référence à indiquer');
  await checkAtWidths(frPage, 'order-how-to-pay-fr', async () => {
    await expect(frenchPay.getByRole('heading', { name: 'Comment payer' })).toBeVisible();
  });
  await frenchPay.getByRole('link', { name: 'Facture pro forma' }).click();
  const frenchProforma = frPage.getByRole('article', { name: 'Facture pro forma' });
  await expect(frenchProforma).toContainText('Instructions de paiement');
  await expect(frenchProforma).toContainText('Conditions de vente');
  await checkAtWidths(frPage, 'proforma-fr', async () => {
    await expect(frenchProforma).toBeVisible();
  });

  // The order desk opens the same paper from the order.
  await page.goto(`/console/orders/${order.id}`);
  await page.getByRole('link', { name: 'Pro-forma invoice' }).click();
  await page.waitForURL(`**/console/orders/proforma/${order.id}`);
  const deskCopy = page.getByRole('article', { name: 'Pro-forma invoice' });
  await expect(deskCopy).toContainText(`PF-${order.orderNumber}`);
  await expect(deskCopy).toContainText(USD.accountNumber);
  await checkAtWidths(page, 'console-proforma', async () => {
    await expect(deskCopy).toBeVisible();
  });

  // Another buyer is told there is no such pro-forma.
  const stranger = await registerVerifiedBuyer(request, { fullName: 'Kofi Stranger' });
  const strangerPage = await openPage();
  await signInBrowser(strangerPage, stranger);
  await strangerPage.goto(`/order/proforma/${order.id}`);
  await expect(strangerPage.getByRole('heading', { name: 'Pro-forma invoice not found' })).toBeVisible();
  await expect(strangerPage.getByText(USD.accountNumber)).toHaveCount(0);
});
