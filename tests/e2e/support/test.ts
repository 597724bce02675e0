// Playwright's `test` with the fixtures browser specs share: every spec imports `test` and
// `expect` from here instead of '@playwright/test' (npm run lint checks it), since the worker's
// own app server and `baseURL` come from here.
import { test as base, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { type AppServer, startAppServer } from './app-server.ts';

export { expect } from '@playwright/test';

export const test = base.extend<
  {
    /**
     * A page in a browser context of its own: another person at another computer beside the
     * test's `page` (an agent beside a buyer, an admin beside a new colleague). Every context
     * it opened is closed when the test ends, passed or failed.
     */
    openPage: (options?: BrowserContextOptions) => Promise<Page>;
  },
  { appServer: AppServer }
>({
  // Each worker runs its own app (support/app-server.ts); pages and API requests go to it.
  appServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
    async ({}, use, workerInfo) => {
      const server = await startAppServer(workerInfo.parallelIndex);
      // support/staff.ts keeps the run's TOTP steps and sessions beside this worker's database.
      process.env['E2E_DATA_DIR'] = server.dataDir;
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ appServer }, use) => use(appServer.url),
  openPage: async ({ browser }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      opened.push(context);
      return context.newPage();
    });
    await Promise.all(opened.map((context) => context.close()));
  },
});
