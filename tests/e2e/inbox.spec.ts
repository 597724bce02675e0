// The agents' inbox journey, both sides in Chromium: a buyer writes from the Message Center;
// the e2e agent sees it arrive live in /console/inbox, claims it and types (the buyer sees
// 'Agent is typing…'), then answers with a canned reply typed as /shortcut while the buyer is
// elsewhere in the hub (the sidebar's unread badge counts it); the buyer opens the Message
// Center, reads it (the badge clears) and the agent sees it read. The buyer's header names the
// agent who claimed the chat (Away when no agent is connected: tests/server/chat/desk-presence.test.ts,
// where no other spec's console tab can still be counted).
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { START_NEW_ORDER } from '../../src/shared/common/enums.ts';
import { registerVerifiedBuyer, signInApi, signInBrowser, STAFF_ACCOUNT } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
import { consoleAdmin, signInConsole } from './support/staff.ts';

test.setTimeout(180_000);

/** The Message Center entry of the hub sidebar, whose name carries the unread count. */
const messageCenterLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Buyer hub' }).getByRole('link', { name: /^Message Center/ });

/** A buyer's conversation in the inbox's list: a link to its own address. */
const conversationRow = (page: Page, buyerName: string) =>
  page.getByRole('region', { name: 'Conversations' }).getByRole('link', { name: buyerName });

test('an agent answers a buyer live from the inbox with a canned reply, and sees it read', async ({
  openPage,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const admin = await consoleAdmin(request);
  const shortcut = `thanks${stamp}`;
  const cannedBody = `Thank you for writing (${stamp}). We have 30 MT of cashew ready to ship from Lagos.`;
  const created = await request.post('/api/staff/canned-replies', {
    headers: admin.auth,
    data: { shortcut, title: 'Stock available', body: cannedBody },
  });
  expect(created.status(), await created.text()).toBe(201);

  const buyer = await registerVerifiedBuyer(request, { fullName: `Ifeoma Inbox ${stamp}` });
  const buyerPage = await openPage();
  const agentPage = await openPage();

  await signInConsole(agentPage, STAFF_ACCOUNT);
  await agentPage.goto('/console/inbox');
  await expect(agentPage.getByRole('heading', { name: 'Conversations' })).toBeVisible();

  await signInBrowser(buyerPage, buyer);
  await buyerPage.goto('/message-center');
  await expect(buyerPage.getByRole('status').filter({ hasText: 'Online' })).toBeVisible();
  const question = `Do you have 30 MT of cashew in stock? (${stamp})`;
  await buyerPage.getByPlaceholder('Type your message here...').fill(question);
  await buyerPage.getByPlaceholder('Type your message here...').press('Enter');

  // It arrives in the inbox without a reload, unassigned and unread.
  const row = conversationRow(agentPage, buyer.fullName);
  await expect(row).toBeVisible();
  await expect(row).toContainText(question);
  await expect(row).toContainText('Unassigned');
  await expect(row.getByLabel('1 unread')).toBeVisible();
  await row.click();
  await agentPage.waitForURL(`/console/inbox/${buyer.id}`);

  const view = agentPage.getByRole('region', { name: buyer.fullName });
  await expect(view.getByRole('log', { name: 'Conversation' })).toContainText(question);
  // The buyer's context beside it, with the answers an agent gives.
  const about = agentPage.getByRole('complementary', { name: buyer.fullName });
  await expect(about.getByRole('link', { name: 'Draft order' })).toHaveAttribute(
    'href',
    `/console/orders/new?buyerId=${buyer.id}`,
  );
  await expect(about.getByRole('heading', { name: /Open orders/ })).toBeVisible();

  await view.getByRole('button', { name: 'Claim' }).click();
  await expect(view.getByRole('button', { name: 'Release' })).toBeVisible();
  // The buyer's chat header names the agent who has it now.
  await expect(buyerPage.getByRole('heading', { level: 2, name: STAFF_ACCOUNT.fullName })).toBeVisible();
  // On a phone the conversation fills the screen: the list is one step back, and shows the claim.
  await view.getByRole('link', { name: 'Back to list' }).click();
  await expect(row).toContainText(STAFF_ACCOUNT.fullName);
  await row.click();
  await expect(view.getByRole('button', { name: 'Release' })).toBeVisible();

  // Typing shows on the buyer's side.
  const reply = view.getByRole('textbox', { name: 'Reply' });
  await reply.pressSequentially(`/${shortcut.slice(0, 6)}`);
  await expect(buyerPage.getByText('Agent is typing…')).toBeVisible();

  // The buyer goes elsewhere in the hub before the answer comes.
  await buyerPage.goto('/dashboard');
  await expect(messageCenterLink(buyerPage)).toHaveAccessibleName(/^Message Center$/);

  await reply.pressSequentially(shortcut.slice(6));
  await expect(view.getByRole('list', { name: 'Canned replies' })).toContainText(`/${shortcut}`);
  await reply.press('Enter');
  await expect(reply).toHaveValue(cannedBody);
  await reply.press('Enter');
  await expect(reply).toHaveValue('');
  await expect(view.getByRole('log', { name: 'Conversation' })).toContainText(cannedBody);
  await expect(view.getByTestId('read-state')).toHaveText(/Delivered/);

  // The hub's badge counts the answer live, and clears once the buyer has read it.
  await expect(messageCenterLink(buyerPage)).toHaveAccessibleName(/^Message Center\s*1 unread$/);
  await messageCenterLink(buyerPage).click();
  await expect(buyerPage.getByText(cannedBody)).toBeVisible();
  await expect(messageCenterLink(buyerPage)).toHaveAccessibleName(/^Message Center$/);

  await expect(view.getByTestId('read-state')).toHaveText(/Read/);

  // A reply whose answer is lost stays in the composer; Retry sends it, once.
  const followUp = 'The 50 kg bags ship from Tema next week.';
  await agentPage.route('**/api/message/send-message', (route) => route.abort('internetdisconnected'));
  await reply.fill(followUp);
  await reply.press('Enter');
  const offline = view.getByRole('alert').filter({ hasText: 'Network Error' });
  await expect(offline).toBeVisible();
  await expect(reply).toHaveValue(followUp);
  await agentPage.unroute('**/api/message/send-message');
  await offline.getByRole('button', { name: 'Retry' }).click();
  await expect(reply).toHaveValue('');
  await expect(view.getByRole('log', { name: 'Conversation' }).getByText(followUp)).toHaveCount(1);
});

test('a Start Order request stands out in the list and the conversation, one click from a drafted order', async ({
  page,
  request,
}) => {
  const buyer = await registerVerifiedBuyer(request, { fullName: `Tunde Order ${Date.now().toString(36)}` });
  const { token } = await signInApi(request, buyer);
  // What the Message Center's Start Order sends.
  const sent = await request.post('/api/message/send-message', {
    headers: { Authorization: `Bearer ${token}` },
    data: { id: randomUUID(), message: START_NEW_ORDER, messageType: 'MESSAGE' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const inquiry = await request.post('/api/rfq', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      productName: 'Sesame seeds',
      productDescription: 'Hulled, 99.95% purity',
      quantityRequired: '40',
      destinationPort: 'Germany',
      termsOfTrade: 'CIF',
      paymentTerms: 'LC',
    },
  });
  expect(inquiry.status(), await inquiry.text()).toBe(201);
  const inquiryId = (await inquiry.json()).data.id as string;
  const dispute = await request.post('/api/dispute', {
    headers: { Authorization: `Bearer ${token}` },
    data: { subject: 'Late delivery', complaint: 'The sesame was due in Hamburg a week ago.' },
  });
  expect(dispute.status(), await dispute.text()).toBe(201);
  const disputeId = (await dispute.json()).data.id as string;

  await signInConsole(page, STAFF_ACCOUNT);
  await page.goto('/console/inbox');
  const row = conversationRow(page, buyer.fullName);
  await expect(row).toContainText('Start Order request');
  await expect(row).toContainText('New order request.');
  await row.click();

  const orderRequest = page.getByRole('note', { name: 'Start Order request' });
  await expect(orderRequest).toContainText('Answer it with a drafted order');
  // The inbox with a conversation and the buyer's context open passes an accessibility scan.
  const about = page.getByRole('complementary', { name: buyer.fullName });
  await expect(about.getByRole('link', { name: 'Inquiry: Sesame seeds' })).toHaveAttribute(
    'href',
    `/console/inquiries/${inquiryId}`,
  );
  await expect(about.getByRole('link', { name: 'Dispute: Late delivery' })).toHaveAttribute(
    'href',
    `/console/disputes?id=${disputeId}`,
  );
  await expect(about.getByRole('link', { name: 'Quote' })).toHaveAttribute(
    'href',
    `/console/inquiries?buyerId=${buyer.id}`,
  );
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await orderRequest.getByRole('link', { name: 'Draft order' }).click();
  await page.waitForURL(
    (url) => url.pathname === '/console/orders/new' && url.searchParams.get('buyerId') === buyer.id,
  );
});
