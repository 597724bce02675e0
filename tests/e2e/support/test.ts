// Playwright's `test` with the fixtures browser specs share; a spec that needs one imports
// `test` and `expect` from here instead of '@playwright/test'.
import { test as base, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

export const test = base.extend<{
  /**
   * A page in a browser context of its own: another person at another computer beside the
   * test's `page` (an agent beside a buyer, an admin beside a new colleague). Every context
   * it opened is closed when the test ends, passed or failed.
   */
  openPage: (options?: BrowserContextOptions) => Promise<Page>;
}>({
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
