// Runs the Lighthouse CLI once on a URL with Debian's Chromium and returns its JSON report,
// retrying the runs a busy machine sometimes loses (NO_NAVSTART). Used by lighthouse.ts
// (scores) and perf-3g.ts (LCP on 3G).
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

const run = promisify(execFile);
const LIGHTHOUSE_CLI = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
const CHROME_PATH = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu';

async function lighthouseOnce<Report>(url: string, flags: readonly string[]): Promise<Report> {
  const { stdout } = await run(
    process.execPath,
    [LIGHTHOUSE_CLI, url, '--output=json', '--quiet', `--chrome-flags=${CHROME_FLAGS}`, ...flags],
    { env: { ...process.env, CHROME_PATH }, maxBuffer: 256 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as Report;
}

/** The report of one run; `flags` are extra CLI flags (categories, throttling). */
export async function lighthouse<Report>(url: string, flags: readonly string[], attempts = 3): Promise<Report> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce<Report>(url, flags);
    } catch (error) {
      const reason = (error as { stderr?: string }).stderr?.trim().split('\n').at(-1) ?? String(error);
      if (attempt >= attempts) throw new Error(`Lighthouse failed on ${url}: ${reason}`, { cause: error });
      console.warn(`retrying ${url}: ${reason}`);
    }
  }
}
