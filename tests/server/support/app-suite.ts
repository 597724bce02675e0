// The setup server suites share: one test app for the file (or the describe block it is
// called in), built before its tests and closed after them.
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp, type TestAppOptions } from './helper.ts';

type Started = (app: TestApp) => unknown;

/**
 * Builds the app (with `options`) before the tests and hands it to `started`, which may
 * prepare accounts or data for them (awaited); closes it after the last test.
 *
 *   let app: TestApp;
 *   testAppSuite((built) => (app = built));
 *   testAppSuite({ seed: false }, async (built) => { app = built; admin = await createAdmin(app.db); });
 */
export function testAppSuite(started: Started): void;
export function testAppSuite(options: TestAppOptions | undefined, started: Started): void;
export function testAppSuite(...args: [Started] | [TestAppOptions | undefined, Started]): void {
  const [options, started] = args.length === 1 ? [undefined, args[0]] : args;
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await buildTestApp(options);
    await started(app);
  });
  afterAll(() => app?.close());
}
