// The order desk end to end: an agent runs a buyer's FOB/TT order in the console (verifies
// the payment proof, starts processing, adds the bill of lading, ships it) while the buyer's
// order page, open in another browser, follows every step live, without a reload.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { mailsTo, registerVerifiedBuyer, signedInBuyer, signInBrowser, buyerWithToken } from './support/accounts.ts';
import { fillShipment, orderableProduct, placeOrderApi, signContractApi } from './support/orders.ts';
import { signInConsole, STAFF_ACCOUNT } from './support/staff.ts';
import { axeFindings } from './support/axe.ts';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A buyer's FOB/TT order (placing it approved it), with a payment proof waiting for the agent's decision. */
async function approvedOrderWithProof(request: APIRequestContext) {
  const { buyer, token } = await buyerWithToken(request);
  const product = await orderableProduct(request);
  const order = await placeOrderApi(request, token, product, { paymentTerm: 'TT' });
  await signContractApi(request, token, order.id);
  const auth = { authorization: `Bearer ${token}` };
  expect(order.buyerApproved).toBe(true);
  const upload = await request.post(`/api/order/image/${order.id}`, {
    headers: auth,
    multipart: { file: { name: 'transfer.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  return { buyer, order };
}

test('an agent ships a buyer’s order in the console; the buyer’s open order page shows it without a reload', async ({
  openPage,
  request,
}) => {
  const { buyer, order } = await approvedOrderWithProof(request);

  // The buyer watches their order.
  const buyerPage = await openPage();
  await signInBrowser(buyerPage, buyer);
  await buyerPage.goto(`/order/details/${order.id}`);
  await expect(buyerPage.getByRole('heading', { name: `Order ${order.orderNumber}` })).toBeVisible();
  await expect(buyerPage.getByTestId('receipt-state')).toContainText('Awaiting verification');
  // Set on this document only: a reload would lose it.
  await buyerPage.evaluate(() => ((window as unknown as { stillSamePage: boolean }).stillSamePage = true));

  // The agent finds the order in the console.
  const agent = await openPage();
  await signInConsole(agent, STAFF_ACCOUNT);
  await agent.goto(`/console/orders?q=${order.orderNumber}`);
  const row = agent.getByRole('row', { name: new RegExp(order.orderNumber) });
  await expect(row).toContainText('Receipt to verify');
  expect(await axeFindings(agent)).toEqual([]);
  await row.getByRole('link', { name: order.orderNumber }).click();
  await expect(agent.getByRole('heading', { name: `Order ${order.orderNumber}` })).toBeVisible();
  // Shipping waits for the verified proof.
  await expect(agent.getByRole('button', { name: 'Mark as shipped' })).toHaveCount(0);
  expect(await axeFindings(agent)).toEqual([]);

  await agent.getByRole('button', { name: 'Verify payment' }).click();
  await expect(buyerPage.getByTestId('receipt-state')).toContainText('Verified');

  // Shipping papers wait for processing: a pending order takes the pro-forma, not a bill of lading.
  const documentType = agent.getByLabel('Document type');
  await expect(documentType.locator('option', { hasText: 'Pro-forma invoice' })).toHaveCount(1);
  await expect(documentType.locator('option', { hasText: 'Bill of lading' })).toHaveCount(0);

  await agent.getByRole('button', { name: 'Start processing' }).click();
  await agent.getByRole('button', { name: 'Confirm: start processing' }).click();
  await expect(buyerPage.locator('.status').first()).toHaveText('Processing');

  await agent.getByLabel('Document type').selectOption('BILL_OF_LADING');
  await agent.getByLabel(/^File/).setInputFiles({ name: 'bl.pdf', mimeType: 'application/pdf', buffer: PDF });
  await agent.getByRole('button', { name: 'Upload document' }).click();
  await expect(buyerPage.getByRole('link', { name: /Bill of lading/ })).toBeVisible();

  // The shipment (vessel, bill of lading, ports) is entered before the order ships.
  const shipments = agent.getByRole('region', { name: 'Shipments' });
  await fillShipment(shipments, { vessel: 'MSC Abidjan', portOfLoading: 'CIABJ' });
  await shipments.getByRole('button', { name: 'Enter shipment' }).click();
  await expect(shipments.getByRole('article', { name: /Shipment on MSC Abidjan/ })).toBeVisible();

  // From the keyboard: focus the move, open it with Enter, type a note, confirm with Enter.
  // Required documents are still missing: the move says which, and will not go without a note.
  const ship = agent.getByRole('button', { name: 'Mark as shipped' });
  await expect(ship).toHaveAccessibleDescription(/Documents still missing: .*Packing list/);
  // The pro-forma is the system's own, never missing (issue 41).
  await expect(ship).not.toHaveAccessibleDescription(/Pro-forma/);
  await ship.focus();
  await agent.keyboard.press('Enter');
  await expect(agent.getByRole('note')).toContainText('Documents still missing:');
  // Said once, not beside the button, above the note and under it (issue 41).
  const said = agent.getByText(/Documents still missing/);
  await expect(said).toHaveCount(1);
  await agent.getByRole('button', { name: 'Confirm: mark as shipped' }).press('Enter');
  const noteField = agent.getByLabel(/^Note for the buyer: what happens/);
  await expect(noteField).toHaveAccessibleDescription(/Documents still missing/);
  await expect(said).toHaveCount(1);
  await expect(agent.locator('.order-desk-head .status')).toHaveText('Processing');
  await noteField.fill('Vessel MSC Abidjan, B/L attached; packing list follows by courier');
  await agent.getByRole('button', { name: 'Confirm: mark as shipped' }).press('Enter');
  await expect(agent.locator('.order-desk-head .status')).toHaveText('Shipped');

  // The buyer's page moved on by itself: status, and the shipped step done with its time.
  await expect(buyerPage.locator('.status').first()).toHaveText('Shipped');
  const shippedStep = buyerPage.locator('.timeline-step', { hasText: 'Order Shipped' });
  await expect(shippedStep).toHaveClass(/done/);
  await expect(shippedStep.locator('time')).toBeVisible();
  // The agent's note is on the order's history, not only in the mail.
  await expect(buyerPage.locator('.team-updates')).toContainText('Vessel MSC Abidjan, B/L attached');
  expect(await buyerPage.evaluate(() => (window as unknown as { stillSamePage?: boolean }).stillSamePage)).toBe(true);
  expect(await axeFindings(buyerPage)).toEqual([]);

  // And by mail, with a link to the order.
  await expect
    .poll(async () => (await mailsTo(request, buyer.email)).some((m) => m.subject.endsWith('is now shipped')))
    .toBe(true);
  const mails = await mailsTo(request, buyer.email);
  const shipped = mails.find((m) => m.subject === `Order ${order.orderNumber} is now shipped`);
  expect(shipped?.text).toContain(`/order/details/${order.id}`);
  expect(shipped?.text).toContain('Vessel MSC Abidjan');
});

test('an agent drafts a CIF/DP order from the buyer’s page; the buyer gets the New Order card and approves it', async ({
  openPage,
  request,
}) => {
  // The buyer, signed in in a browser of their own for when the order arrives.
  const buyerPage = await openPage();
  const buyer = await signedInBuyer(buyerPage);
  const product = await orderableProduct(request);
  const agent = await openPage();
  await signInConsole(agent, STAFF_ACCOUNT);
  await agent.goto(`/console/buyers/${buyer.id}`);
  await agent.getByRole('link', { name: 'Draft an order for them' }).click();
  await expect(agent.getByRole('heading', { name: new RegExp(`New order for ${buyer.fullName}`) })).toBeVisible();
  await agent.getByLabel('Product').selectOption(product.id);
  await agent.getByLabel('Country of origin').selectOption(product.CountryTraded[0]!.countryCode);
  await agent.getByLabel('Quantity (MT)').fill('40');
  await agent.getByLabel('Agreed price (USD per MT)').fill('1500');
  await agent.getByLabel('Shipping terms').selectOption('CIF');
  await agent.getByLabel('Payment terms').selectOption('DP');
  await agent.getByLabel('Destination country').selectOption('GH');
  await agent.getByLabel('Destination port').fill('Tema');
  await expect(agent.locator('.draft-cost')).toContainText('$60,000.00');
  await agent.getByRole('button', { name: 'Draft order' }).click();
  await agent.waitForURL(/\/console\/orders\/[0-9a-f-]{36}$/);
  await expect(agent.getByText('Buyer approval')).toBeVisible();
  const orderId = agent.url().split('/').at(-1)!;

  await buyerPage.goto('/message-center');
  await expect(buyerPage.getByText(/New Order/).first()).toBeVisible();
  await buyerPage.goto(`/order/details/${orderId}`);
  // The page says why this one waits for the buyer: an agent drafted it.
  await expect(buyerPage.getByText('Our sourcing agent drafted this order for you.')).toBeVisible();
  await buyerPage.getByRole('button', { name: 'Approve Order' }).click();
  await expect(buyerPage.getByText('You approved this order.')).toBeVisible();
  await agent.reload();
  await expect(agent.getByRole('button', { name: 'Start processing' })).toBeEnabled();
});

test('the order desk’s forms keep what was typed: a refusal shows beside its field, a lost answer offers Retry', async ({
  openPage,
  request,
}) => {
  const { order } = await approvedOrderWithProof(request);

  const agent = await openPage();
  await signInConsole(agent, STAFF_ACCOUNT);
  await agent.goto(`/console/orders/${order.id}`);
  await expect(agent.getByRole('heading', { name: `Order ${order.orderNumber}` })).toBeVisible();

  // A rejection says why: asked for beside the note, which takes focus.
  const decisionNote = agent.getByLabel(/^Note \(needed to reject/);
  await agent.getByRole('button', { name: 'Reject proof' }).click();
  await expect(decisionNote).toHaveAccessibleDescription('Tell the buyer why the payment proof is rejected.');
  await expect(decisionNote).toBeFocused();

  // The answer is lost: the note stays, and Retry asks for the same decision again.
  await agent.route('**/api/staff/orders/*/receipt', (route) => route.abort('internetdisconnected'));
  await decisionNote.fill('The amount does not match the order total.');
  await agent.getByRole('button', { name: 'Reject proof' }).click();
  const receiptOffline = agent.getByRole('alert').filter({ hasText: 'Network Error' });
  await expect(receiptOffline).toBeVisible();
  await expect(agent).toHaveURL(new RegExp(`/console/orders/${order.id}`));
  await expect(decisionNote).toHaveValue('The amount does not match the order total.');
  await agent.unroute('**/api/staff/orders/*/receipt');
  await receiptOffline.getByRole('button', { name: 'Retry' }).click();
  await expect(agent.getByText('Payment proof rejected; the buyer can upload a new one.')).toBeVisible();
  await expect(agent.getByText('Note: The amount does not match the order total.')).toBeVisible();

  // The server reads the file's content: a text file named .pdf is refused beside the picker.
  const file = agent.getByLabel(/^File/);
  await agent.getByLabel('Document type').selectOption('PROFORMA_INVOICE');
  await file.setInputFiles({ name: 'list.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a PDF at all') });
  await agent.getByRole('button', { name: 'Upload document' }).click();
  await expect(file).toHaveAccessibleDescription('Upload a JPEG, PNG, WebP or PDF file.');
  await expect(file).toBeFocused();

  // A move whose answer is lost keeps its note; Retry makes it.
  await agent.route('**/api/staff/orders/*/status', (route) => route.abort('internetdisconnected'));
  await agent.getByRole('button', { name: 'Start processing' }).click();
  await agent.getByLabel(/Note for the buyer/).fill('Packing starts on Monday.');
  await agent.getByRole('button', { name: 'Confirm: start processing' }).click();
  const moveOffline = agent.locator('.move-form').getByRole('alert').filter({ hasText: 'Network Error' });
  await expect(moveOffline).toBeVisible();
  await expect(agent.getByLabel(/Note for the buyer/)).toHaveValue('Packing starts on Monday.');
  await agent.unroute('**/api/staff/orders/*/status');
  await moveOffline.getByRole('button', { name: 'Retry' }).click();
  await expect(agent.locator('.order-desk-head .status')).toHaveText('Processing');
  await expect(agent.getByRole('cell', { name: 'Packing starts on Monday.' })).toBeVisible();
});

test('an agent finds the buyer to draft an order for; a search whose answer is lost offers Retry', async ({
  openPage,
  request,
}) => {
  const buyer = await registerVerifiedBuyer(request);
  const agent = await openPage();
  await signInConsole(agent, STAFF_ACCOUNT);
  await agent.goto('/console/orders/new');

  const search = /\/api\/staff\/buyers\?/;
  await agent.route(search, (route) => route.abort('internetdisconnected'));
  await agent.getByLabel('Name or e-mail').fill(buyer.email);
  await agent.getByRole('button', { name: 'Find' }).click();
  const offline = agent.getByRole('alert').filter({ hasText: 'Network Error' });
  await expect(offline).toBeVisible();
  await expect(agent.getByLabel('Name or e-mail')).toHaveValue(buyer.email);

  await agent.unroute(search);
  await offline.getByRole('button', { name: 'Retry' }).click();
  await agent.getByRole('button', { name: buyer.fullName }).click();
  await expect(agent.getByRole('heading', { name: new RegExp(`New order for ${buyer.fullName}`) })).toBeVisible();
});
