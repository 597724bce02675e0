// Disputes end to end: a buyer raises a dispute about one of their orders in the Message
// Center; an agent finds it in the console's Disputes queue, moves it on, asks the buyer
// (who sees the question live and gets it by e-mail), reads the buyer's answer live and
// resolves it with a note; the buyer sees it resolved. Then the Service levels screen
// shows the real figures that activity produced.
import { mailsTo, signInBrowser, buyerWithToken } from './support/accounts.ts';
import { orderableProduct, placeOrderApi } from './support/orders.ts';
import { ADMIN_ACCOUNT, bearer, consoleAdmin, signInConsole, signInStaffApi, STAFF_ACCOUNT } from './support/staff.ts';
import { axeFindings } from './support/axe.ts';
import { expect, test } from './support/test.ts';

test('a dispute about an order goes from open to resolved in the console, the buyer informed live and by e-mail', async ({
  openPage,
  request,
}) => {
  test.setTimeout(180_000);
  const { buyer, token } = await buyerWithToken(request);
  const order = await placeOrderApi(request, token, await orderableProduct(request));

  // The buyer raises it about their order.
  const buyerPage = await openPage();
  await signInBrowser(buyerPage, buyer);
  await buyerPage.goto('/message-center');
  await buyerPage.getByRole('button', { name: 'Raise Dispute' }).click();
  const form = buyerPage.getByRole('dialog', { name: 'Raise a Dispute' });
  await form.getByLabel('Dispute Type').selectOption('Late delivery');
  await expect(form.getByLabel('Order (optional)').locator('option', { hasText: order.orderNumber })).toHaveCount(1);
  await form.getByLabel('Order (optional)').selectOption(order.id);
  await form.getByLabel('Dispute Details').fill('The cashew was due in Rotterdam two weeks ago.');
  const reloaded = buyerPage.waitForEvent('load', { timeout: 15_000 });
  await form.getByRole('button', { name: 'Submit Dispute' }).click();
  await expect(buyerPage.getByText('You have successfully submitted a dispute')).toBeVisible();
  await reloaded;

  // The buyer keeps their disputes open while the agent works.
  await buyerPage.getByRole('button', { name: 'Your Disputes' }).click();
  const mine = buyerPage.getByRole('dialog', { name: 'Your disputes' });
  const card = mine.getByRole('article', { name: 'Late delivery' });
  await expect(card).toContainText(`about order ${order.orderNumber}`);
  await expect(card.locator('.status')).toHaveText('Open');

  // The agent finds it in the queue, oldest first, and opens it.
  const agent = await openPage();
  await signInConsole(agent, STAFF_ACCOUNT);
  await agent.goto('/console/disputes');
  await expect(agent.getByRole('navigation').getByRole('link', { name: /Disputes/ })).toBeVisible();
  const row = agent.getByRole('row', { name: new RegExp(buyer.fullName) });
  await expect(row).toContainText(order.orderNumber);
  await expect(row).toContainText('Open');
  expect(await axeFindings(agent)).toEqual([]);
  await row.getByRole('link', { name: 'Late delivery' }).click();
  const view = agent.getByRole('region', { name: 'Late delivery' });
  await expect(view.getByRole('link', { name: order.orderNumber })).toBeVisible();
  await expect(view).toContainText('The cashew was due in Rotterdam two weeks ago.');
  await expect(view.getByRole('link', { name: buyer.fullName })).toBeVisible();
  // On a phone the page never scrolls sideways: a long buyer e-mail wraps inside its card.
  expect(await agent.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );

  // Under review: the buyer's open dialog follows.
  await view.getByLabel('Move to').selectOption('UNDER_REVIEW');
  await view.getByRole('button', { name: 'Save and tell the buyer' }).click();
  await expect(view.locator('.card-head .status')).toHaveText('Under review');
  await expect(card.locator('.status')).toHaveText('Under review');

  // A question to the buyer: live in the Message Center, and by e-mail.
  const question = 'Could you send us the bill of lading number?';
  await view.getByLabel('Move to').selectOption('AWAITING_BUYER');
  await view.getByLabel(/Reply to the buyer/).fill(question);
  await view.getByRole('button', { name: 'Save and tell the buyer' }).click();
  await expect(card).toContainText(question);
  await expect(card.locator('.status')).toHaveText('Awaiting your reply');
  await expect
    .poll(async () => (await mailsTo(request, buyer.email)).some((mail) => mail.text.includes(question)), {
      timeout: 30_000,
    })
    .toBe(true);
  expect(await axeFindings(buyerPage)).toEqual([]);

  // The buyer answers; the agent's view shows it without a reload, back under review.
  await card.getByLabel('Your reply').fill('B/L MSCU1234567, shipped from Abidjan.');
  await card.getByRole('button', { name: 'Send reply' }).click();
  await expect(view).toContainText('B/L MSCU1234567, shipped from Abidjan.');
  await expect(view.locator('.card-head .status')).toHaveText('Under review');

  // Resolving needs a note, from the keyboard too.
  await view.getByLabel('Move to').selectOption('RESOLVED');
  await view.getByRole('button', { name: 'Save and tell the buyer' }).click();
  await expect(view.getByText('Write a note to the buyer saying why.')).toBeVisible();
  await view.getByLabel(/Note to the buyer/).fill('The vessel was delayed; we refund the demurrage.');
  await view.getByRole('button', { name: 'Save and tell the buyer' }).press('Enter');
  await expect(view.locator('.card-head .status')).toHaveText('Resolved');
  await expect(view).toContainText('This dispute is resolved and closed.');

  await expect(card.locator('.status')).toHaveText('Resolved');
  await expect(card).toContainText('The vessel was delayed; we refund the demurrage.');
  await expect(card).toContainText('This dispute is closed.');
  await expect(card.getByLabel('Your reply')).toHaveCount(0);

  // Every step that changed its state is in the audit log, with who did it.
  const admin = await consoleAdmin(request);
  const disputeId = (
    (await (await request.get('/api/dispute', { headers: bearer(token) })).json()).data as {
      id: string;
    }[]
  )[0]!.id;
  const audit = await request.get(`/api/staff/audit?entityType=dispute&entityId=${disputeId}`, {
    headers: admin.auth,
  });
  const steps = ((await audit.json()).data.items as { action: string; actorName: string; after: { status: string } }[])
    .map((entry) => [entry.action, entry.after.status, entry.actorName])
    .reverse();
  expect(steps).toEqual([
    ['dispute.status', 'UNDER_REVIEW', STAFF_ACCOUNT.fullName],
    ['dispute.reply', 'AWAITING_BUYER', STAFF_ACCOUNT.fullName],
    ['dispute.buyer-reply', 'UNDER_REVIEW', buyer.fullName],
    ['dispute.reply', 'RESOLVED', STAFF_ACCOUNT.fullName],
  ]);
});

test('the Service levels screen shows real figures after some activity; only admins edit targets', async ({
  openPage,
  request,
}) => {
  // The admin signs in twice with TOTP, and each sign-in waits for a fresh 30-second code.
  test.setTimeout(150_000);
  // Activity: a dispute answered by an agent a moment after it was raised.
  const { token } = await buyerWithToken(request);
  const raised = await request.post('/api/dispute', {
    headers: bearer(token),
    data: { subject: 'Damaged goods', complaint: 'Twelve bags arrived torn open.' },
  });
  expect(raised.status()).toBe(201);
  const staff = await signInStaffApi(request, STAFF_ACCOUNT);
  const answered = await request.post(`/api/staff/disputes/${(await raised.json()).data.id}`, {
    headers: bearer(staff.token),
    data: { reply: 'Sorry to hear it; we are checking with the warehouse.' },
  });
  expect(answered.status()).toBe(200);

  const agent = await openPage();
  await signInConsole(agent, STAFF_ACCOUNT);
  await agent.goto('/console/service-levels');
  const disputes = agent.getByRole('row', { name: /Dispute answered/ });
  await expect(disputes.getByRole('cell').nth(0)).toHaveText('1 d'); // target: 24 hours
  await expect(disputes.getByRole('cell').nth(1)).toHaveText(/^\d+ min$/); // median
  await expect(disputes.getByRole('cell').nth(3)).not.toHaveText('0'); // measured
  await expect(
    agent
      .getByRole('row', { name: /First chat response/ })
      .getByRole('cell')
      .nth(0),
  ).toHaveText('30 min');
  await expect(agent.getByRole('heading', { name: 'Per agent' })).toBeVisible();
  await expect(agent.getByRole('row', { name: new RegExp(STAFF_ACCOUNT.fullName) })).toBeVisible();
  await expect(agent.getByRole('heading', { name: 'Targets' })).toHaveCount(0);
  expect(await axeFindings(agent)).toEqual([]);

  // An admin sees the targets form, with the current values.
  await consoleAdmin(request);
  const admin = await openPage();
  await signInConsole(admin, ADMIN_ACCOUNT);
  await admin.goto('/console/service-levels');
  await expect(admin.getByRole('heading', { name: 'Targets' })).toBeVisible();
  await expect(admin.getByLabel('Dispute answered (minutes)')).toHaveValue('1440');
  await expect(admin.getByLabel('Quote sent (minutes)')).toHaveValue('2880');
});
