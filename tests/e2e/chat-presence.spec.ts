// The buyer's side of the chat tells the truth, live, in English and French, on a phone and at
// a desk: the buyer's own messages carry a mark (Delivered, then Read the moment an agent
// reads them, as the console's replies do), the header names the agent handling the chat
// (the new one after a hand-over) and says Online only while an agent is connected, Away once
// none is. The agent is a socket.io client of this test process signed in as the e2e agent;
// claims, hand-overs and reads go through the console's API.
import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { io, type Socket } from 'socket.io-client';
import {
  type ClientToServerEvents,
  DESK_AWAY_AFTER_MS,
  type ServerToClientEvents,
} from '../../src/shared/chat/chat.ts';
import { deskAwayWithinMs } from '../../src/server/realtime/heartbeat.ts';
import { registerVerifiedBuyer, signInApi, signInBrowser, type TestBuyer } from './support/accounts.ts';
import { bearer, consoleAdmin, signInStaffApi, STAFF_ACCOUNT } from './support/staff.ts';
import { seriousViolations } from './support/axe.ts';

test.setTimeout(120_000);

const WORDS = {
  en: {
    heading: 'Message Center',
    online: 'Online',
    away: 'Away — we reply by e-mail',
    placeholder: 'Type your message here...',
    today: 'Today',
    delivered: 'Delivered',
    read: 'Read',
  },
  fr: {
    heading: 'Messagerie',
    online: 'En ligne',
    away: 'Absents — réponse par e-mail',
    placeholder: 'Écrivez votre message ici...',
    today: 'Aujourd’hui',
    delivered: 'Distribué',
    read: 'Lu',
  },
} as const;

/** The e2e agent with the console open: a staff socket, as a console tab holds one. */
async function agentConsole(request: APIRequestContext, baseURL: string) {
  const session = await signInStaffApi(request, STAFF_ACCOUNT);
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(baseURL, {
    auth: { token: session.token },
    transports: ['websocket'],
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return { id: session.user.id, auth: bearer(session.token), socket };
}

async function buyerPage(browser: Browser, width: number, buyer: TestBuyer) {
  const phone = width < 600;
  const context = await browser.newContext({
    viewport: { width, height: phone ? 780 : 800 },
    isMobile: phone,
    hasTouch: phone,
  });
  const page = await context.newPage();
  await signInBrowser(page, buyer);
  return page;
}

const cases = [
  { language: 'en', width: 360 },
  { language: 'fr', width: 1280 },
] as const;

for (const { language, width } of cases) {
  test(`${language} at ${width} px: the buyer sees their message read live, the agent handling the chat and the desk's real presence`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const t = WORDS[language];
    const stamp = Date.now().toString(36);
    const buyer = await registerVerifiedBuyer(request, { fullName: `Ngozi Presence ${stamp}` });
    if (language === 'fr') {
      const { token } = await signInApi(request, buyer);
      const saved = await request.post('/api/buyer-hub/language', { headers: bearer(token), data: { language } });
      expect(saved.status(), await saved.text()).toBe(200);
    }
    const admin = await consoleAdmin(request);
    const page = await buyerPage(browser, width, buyer);
    let agent: Awaited<ReturnType<typeof agentConsole>> | undefined;
    try {
      await page.goto('/message-center');
      await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
      // An empty desk first: a console that an earlier spec on this server closed counts until
      // the server lets its socket go (at most deskAwayWithinMs), then the desk is Away.
      const away = page.getByRole('status').filter({ hasText: t.away });
      await expect(away).toBeVisible({ timeout: deskAwayWithinMs() + 10_000 });
      // An agent opens the console: Online.
      agent = await agentConsole(request, baseURL ?? '');
      const status = page.getByRole('status').filter({ hasText: t.online });
      await expect(status).toBeVisible();

      // The buyer's message: on the right of the thread, under today's separator, Delivered.
      const question = `Is 20 MT of hibiscus available for March? (${stamp})`;
      const box = page.getByPlaceholder(t.placeholder);
      await box.fill(question);
      await box.press('Enter');
      const thread = page.getByRole('log');
      const mine = thread.getByRole('listitem').filter({ hasText: question });
      await expect(mine.getByTitle(t.delivered)).toBeVisible();
      await expect(thread.getByRole('listitem').filter({ hasText: t.today })).toBeVisible();
      const [bubble, pane] = [await mine.locator('.bubble').boundingBox(), await thread.boundingBox()];
      expect(bubble!.x + bubble!.width, 'own message on the right').toBeGreaterThan(pane!.x + pane!.width * 0.6);

      // An agent opens the conversation: the mark turns to Read without a reload.
      const read = await request.post(`/api/staff/conversations/${buyer.id}/read`, { headers: agent.auth });
      expect(read.status(), await read.text()).toBe(200);
      await expect(mine.getByTitle(t.read)).toBeVisible();
      await expect(mine.getByTitle(t.delivered)).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);

      // The agent claims the chat, then hands it over: the header names whoever has it now.
      const assign = (actor: { auth: Record<string, string> }, agentId: string) =>
        request.post(`/api/staff/conversations/${buyer.id}/assign`, { headers: actor.auth, data: { agentId } });
      expect((await assign(agent, agent.id)).status()).toBe(200);
      await expect(page.getByRole('heading', { level: 2, name: STAFF_ACCOUNT.fullName })).toBeVisible();
      expect((await assign(admin, admin.id)).status()).toBe(200);
      await expect(page.getByRole('heading', { level: 2, name: admin.fullName })).toBeVisible();

      // The last agent closes the console: Away once the grace for a page change has passed,
      // and Online again once one is back.
      agent.socket.close();
      await expect(away).toBeVisible({ timeout: DESK_AWAY_AFTER_MS + 10_000 });
      agent = await agentConsole(request, baseURL ?? '');
      await expect(status).toBeVisible();

      // A reload shows the same marks, from what the server recorded.
      await page.reload();
      await expect(thread.getByRole('listitem').filter({ hasText: question }).getByTitle(t.read)).toBeVisible();
    } finally {
      agent?.socket.close();
      await page.context().close();
    }
  });
}
