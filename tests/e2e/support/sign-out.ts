// Sign-out while the page's socket is open: the server closes the session's sockets before it
// answers, the socket reconnects and is refused as `unauthorized`, and that refusal must not
// send the page anywhere else than sign-out does (src/lib/navigation.ts, leavePageAfter).
//
//   const socket = await watchSocket(page);   // before the page opens its socket
//   ...open the page...
//   await socket.connected;
//   const answer = await holdAnswer(page, '**/api/auth/signout');
//   const asked = recordNavigations(page);
//   await signOutButton.click();
//   await socket.refused;     // the refusal came while sign-out was still waiting
//   answer.release();
//   ...wait for the page sign-out opens; expect(asked).toEqual([that page])

import type { Page } from '@playwright/test';

/**
 * Lets the request reach the server at once but keeps its answer from the page until
 * `release()`: the server has done the work, the page has not heard.
 */
export async function holdAnswer(page: Page, url: string): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    const response = await route.fetch();
    await held;
    await route.fulfill({ response });
  });
  return { release: () => release() };
}

/** Socket.io's packets in what the server sent: a long-polling answer holds several. */
const packets = (sent: string) => sent.split('\x1e');

/**
 * Watches the page's socket on its way from the server (before the page can react):
 * `connected` resolves once the server accepts it (socket.io's CONNECT, `40`), `refused` once
 * it refuses it as `unauthorized`, in a long-polling answer or a WebSocket frame (a connection
 * starts with polling and may upgrade). Call it before the page opens: WebSockets are watched
 * from their opening.
 */
export async function watchSocket(page: Page): Promise<{ connected: Promise<void>; refused: Promise<void> }> {
  let connect: () => void = () => undefined;
  let refuse: () => void = () => undefined;
  const connected = new Promise<void>((resolve) => (connect = resolve));
  const refused = new Promise<void>((resolve) => (refuse = resolve));
  const watch = (sent: string) => {
    for (const packet of packets(sent)) {
      if (packet.startsWith('40')) connect();
      if (packet.startsWith('44') && packet.includes('unauthorized')) refuse();
    }
  };
  await page.route('**/socket.io/**', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    watch(body);
    await route.fulfill({ response, body });
  });
  await page.routeWebSocket(/\/socket\.io\//, (socket) => {
    const server = socket.connectToServer();
    server.onMessage((message) => {
      watch(String(message));
      socket.send(message);
    });
  });
  return { connected, refused };
}

/**
 * The addresses (path and query) the page's main frame is asked to open from now on, each
 * navigation started, also one that another then aborts.
 */
export function recordNavigations(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return;
    const url = new URL(request.url());
    asked.push(`${url.pathname}${url.search}`);
  });
  return asked;
}
