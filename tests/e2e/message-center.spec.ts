// The message center journey: a buyer in Chromium chats live with a sourcing agent, whose
// side is a socket.io client in this test process signed in as the e2e agent.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { io, type Socket } from 'socket.io-client';
import type { ChatMessage, ClientToServerEvents, ServerToClientEvents } from '../../src/shared/chat/chat.ts';
import {
  registerVerifiedBuyer,
  signedInBuyer,
  signInApi,
  signInBrowser,
  STAFF_ACCOUNT,
  type TestBuyer,
} from './support/accounts.ts';
import { orderableProduct, placeOrderApi } from './support/orders.ts';

type AgentSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

interface Agent {
  socket: AgentSocket;
  /** Everything the agent received, in order. */
  inbox: ChatMessage[];
  reply(to: string, payload: Record<string, unknown>): Promise<void>;
}

async function connectAgent(request: APIRequestContext, baseURL: string): Promise<Agent> {
  const { token } = await signInApi(request, STAFF_ACCOUNT, 'staff');
  const socket: AgentSocket = io(baseURL, { auth: { token }, transports: ['websocket'], forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const inbox: ChatMessage[] = [];
  socket.on('receive-message', (message) => inbox.push(message));
  return {
    socket,
    inbox,
    async reply(to, payload) {
      const answer = await socket.timeout(10_000).emitWithAck('send-message', { to, ...payload });
      expect('data' in answer, JSON.stringify(answer)).toBe(true);
    },
  };
}

/** Waits until the agent has a buyer message with this text, and returns it. */
async function agentReceives(agent: Agent, buyer: TestBuyer, text: string): Promise<ChatMessage> {
  await expect
    .poll(() => agent.inbox.some((m) => m.buyerId === buyer.id && m.message === text), {
      message: `agent receives "${text}"`,
    })
    .toBe(true);
  return agent.inbox.find((m) => m.buyerId === buyer.id && m.message === text) as ChatMessage;
}

async function openMessageCenter(page: Page, buyer: TestBuyer) {
  await signInBrowser(page, buyer);
  await page.goto('/message-center');
  await expect(page.getByRole('heading', { level: 1, name: 'Message Center' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Online' })).toBeVisible();
}

let agent: Agent;
test.beforeEach(async ({ request, baseURL }) => {
  agent = await connectAgent(request, baseURL ?? '');
});
test.afterEach(() => {
  agent.socket.close();
});

test('on a phone the conversation takes the screen, the composer in view', async ({ page, request }) => {
  const buyer = await registerVerifiedBuyer(request);
  await openMessageCenter(page, buyer);
  const screen = page.viewportSize()!;
  await expect(page.getByRole('region', { name: 'Chat with a sourcing agent' })).toBeInViewport({ ratio: 0.95 });
  await expect(page.getByPlaceholder('Type your message here...')).toBeInViewport();
  const thread = await page.getByRole('log').boundingBox();
  expect(thread!.height, 'the thread has most of the screen').toBeGreaterThan(screen.height * 0.55);
});

test('a buyer sends a message and sees the agent reply arrive live', async ({ page, request }) => {
  const buyer = await registerVerifiedBuyer(request, { fullName: 'Chiamaka Obi' });
  await openMessageCenter(page, buyer);
  await expect(page.getByText('Hello Chiamaka, how can we help you today?')).toBeVisible();

  const box = page.getByPlaceholder('Type your message here...');
  const send = page.getByRole('button', { name: 'Send message' });
  // Blank text is not sent, by the button or by Enter.
  await expect(send).toBeDisabled();
  await box.fill('   ');
  await box.press('Enter');
  await expect(send).toBeDisabled();

  // Shift+Enter starts a new line; Enter sends.
  await box.fill('Hello, I need 40 MT of cashew nuts.');
  await box.press('Shift+Enter');
  await box.pressSequentially('Delivery to Rotterdam.');
  await box.press('Enter');
  await expect(box).toHaveValue('');
  const text = 'Hello, I need 40 MT of cashew nuts.\nDelivery to Rotterdam.';
  const log = page.getByRole('log');
  await expect(log.getByText('Hello, I need 40 MT of cashew nuts.')).toBeVisible();

  const received = await agentReceives(agent, buyer, text);
  expect(received).toMatchObject({ sender: 'buyer', fromSelf: false });
  await expect(log.getByText('Sending...')).toHaveCount(0);

  await agent.reply(buyer.id, { message: 'Welcome! We have 60 MT from Benin ready to ship.' });
  await expect(log.getByText('Welcome! We have 60 MT from Benin ready to ship.')).toBeVisible();
  // The panel names the agent who answered.
  await expect(page.getByRole('heading', { level: 2, name: STAFF_ACCOUNT.fullName })).toBeVisible();
  await expect(log.getByText('Today')).toBeVisible();

  // The search box filters the conversation.
  await page.getByLabel('Search messages').fill('benin');
  await expect(log.getByText('Welcome! We have 60 MT from Benin ready to ship.')).toBeVisible();
  await expect(log.getByText('Hello, I need 40 MT of cashew nuts.')).toHaveCount(0);
  await page.getByLabel('Search messages').fill('');

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // After a reload the whole conversation comes back, in order.
  await page.reload();
  await expect(page.getByRole('log').locator('.bubble-text')).toHaveText([
    text,
    'Welcome! We have 60 MT from Benin ready to ship.',
  ]);
});

test('a message typed while offline waits, then goes out once the connection is back', async ({
  page,
  request,
  context,
}) => {
  const buyer = await registerVerifiedBuyer(request);
  await openMessageCenter(page, buyer);

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: /Offline, reconnecting/ })).toBeVisible();
  const box = page.getByPlaceholder('Type your message here...');
  await box.fill('Sent from a train with no signal');
  await box.press('Enter');
  await expect(page.getByRole('log').getByText('Sending...')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: /Back online|Online/ })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('log').getByText('Sending...')).toHaveCount(0, { timeout: 15_000 });
  await agentReceives(agent, buyer, 'Sent from a train with no signal');
  // Shown once, however often the client had to resend it.
  await expect(page.getByRole('log').getByText('Sent from a train with no signal')).toHaveCount(1);
  const ids = agent.inbox.filter((m) => m.message === 'Sent from a train with no signal').map((m) => m.id);
  expect(new Set(ids).size).toBe(1);
});

test('a message still waiting when the page reloads is sent after the reload, once', async ({
  page,
  request,
  context,
}) => {
  const buyer = await registerVerifiedBuyer(request);
  // A switch for the chat connection only: the page itself keeps loading normally.
  let chatBlocked = false;
  await page.route('**/socket.io/**', (route) =>
    chatBlocked ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    if (chatBlocked) void ws.close();
    else ws.connectToServer();
  });
  await openMessageCenter(page, buyer);

  chatBlocked = true;
  await context.setOffline(true);
  await context.setOffline(false);
  const box = page.getByPlaceholder('Type your message here...');
  await box.fill('Typed just before the reload');
  await box.press('Enter');
  await expect(page.getByRole('log').getByText('Sending...')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('log').getByText('Typed just before the reload')).toBeVisible();
  await expect(page.getByRole('log').getByText('Sending...')).toBeVisible();

  chatBlocked = false;
  await expect(page.getByRole('log').getByText('Sending...')).toHaveCount(0, { timeout: 15_000 });
  await agentReceives(agent, buyer, 'Typed just before the reload');
  await expect(page.getByRole('log').getByText('Typed just before the reload')).toHaveCount(1);
  const stored = await request.get('/api/message/receive-message', {
    headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
  });
  expect(((await stored.json()).data as ChatMessage[]).map((m) => m.message)).toEqual(['Typed just before the reload']);
});

test('Start Order sends an order request, and a New Order card opens its order summary', async ({ page, request }) => {
  const { token, ...buyer } = await signedInBuyer(page);
  await page.goto('/message-center');
  await expect(page.getByRole('status').filter({ hasText: 'Online' })).toBeVisible();

  await page.getByRole('button', { name: 'Start Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Order Request' });
  await expect(dialog.getByText('Send an order request, our agents will help you draft your order')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send Order Request' }).click();
  await expect(page.getByRole('log').getByText('New order request.')).toBeVisible();
  await agentReceives(agent, buyer, 'START_NEW_ORDER');

  // The agent drafts an order for the buyer and sends its card.
  const order = await placeOrderApi(request, token, await orderableProduct(request));
  await agent.reply(buyer.id, {
    messageType: 'ORDER',
    order: { orderNumber: order.orderNumber, costPerMT: order.pricePerMT, orderId: order.id },
  });

  const log = page.getByRole('log');
  await expect(log.getByText('New Order', { exact: true })).toBeVisible();
  await expect(log.getByText(order.orderNumber)).toBeVisible();
  await log.getByRole('button', { name: 'View Order' }).click();
  const summary = page.getByRole('dialog', { name: 'Order summary' });
  await expect(summary.getByText(order.orderNumber)).toBeVisible();
  await expect(summary.getByText('Payment Uploaded')).toBeVisible();
  await summary.getByRole('button', { name: 'Close' }).click();
  await expect(summary).toBeHidden();
});

test('Raise a Dispute shows the server checks, stores the dispute and returns to the message center', async ({
  page,
  request,
}) => {
  const { token } = await signedInBuyer(page);
  await page.goto('/message-center');
  await page.getByRole('button', { name: 'Raise Dispute' }).click();
  const dialog = page.getByRole('dialog', { name: 'Raise a Dispute' });
  await expect(
    dialog.getByText('For local delivery please proceed to chat with a sourcing agent to continue'),
  ).toBeVisible();

  await dialog.getByRole('button', { name: 'Submit Dispute' }).click();
  await expect(dialog.getByText('Choose a dispute type.')).toBeVisible();
  await expect(dialog.getByText('Describe the dispute in at least 10 characters.')).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('dialog').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  await dialog.getByLabel('Dispute Type').selectOption('Quality not as specified');
  await dialog.getByLabel('Dispute Details').fill('The sesame seeds had 4% impurities instead of 1%.');
  await dialog.getByRole('button', { name: 'Submit Dispute' }).click();
  await expect(page.getByText('You have successfully submitted a dispute')).toBeVisible();
  await expect(dialog).toBeHidden();

  const stored = await request.get('/api/dispute', { headers: { authorization: `Bearer ${token}` } });
  expect((await stored.json()).data).toMatchObject([
    { subject: 'Quality not as specified', complaint: 'The sesame seeds had 4% impurities instead of 1%.' },
  ]);
  // The page reloads into the message center after the toast.
  await page.waitForEvent('load', { timeout: 10_000 });
  await expect(page).toHaveURL(/\/message-center$/);
});

test('a long conversation opens at its newest messages and pages back on request', async ({ page, request }) => {
  const buyer = await registerVerifiedBuyer(request, { fullName: 'Moussa Keita' });
  // 130 agent messages: more than one page (100) of history.
  for (let i = 1; i <= 130; i += 1) await agent.reply(buyer.id, { message: `Update number ${i}` });
  await openMessageCenter(page, buyer);

  const log = page.getByRole('log');
  await expect(log.getByText('Update number 130', { exact: true })).toBeVisible();
  await expect(log.locator('.bubble-text')).toHaveCount(100);
  await expect(log.getByText('Update number 30', { exact: true })).toHaveCount(0);

  await log.getByRole('button', { name: 'Show earlier messages' }).click();
  await expect(log.locator('.bubble-text')).toHaveCount(130);
  await expect(log.locator('.bubble-text').first()).toHaveText('Update number 1');
  await expect(log.getByRole('button', { name: 'Show earlier messages' })).toHaveCount(0);
});
