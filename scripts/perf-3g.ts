// Largest Contentful Paint of the pages buyers open from a phone, measured by Lighthouse with
// Debian's Chromium on the slow-3G profile of issue 16 (300 ms round trip, 700 kbps, 4x CPU
// slowdown, simulated), median of several runs per page. Prints a table and fails when a page
// is over its target: product page 2.5 s, home and Buy Commodities 2.0 s.
//   npm run build && npm run perf:3g                  (starts our server on ./dist)
//   SITE_URL=http://127.0.0.1:3000 npm run perf:3g    (a server that is already running)
//   npm run perf:3g -- --runs 5 --page /fr            (more runs; only these pages)
// The product page measured is the first product the catalogue API lists.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { serveBuild } from './serve-build.ts';

const run = promisify(execFile);
const LIGHTHOUSE_CLI = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
const CHROME_PATH = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';

/** Issue 16's profile: a phone on a slow, expensive mobile connection. */
const THROTTLING = [
  '--throttling-method=simulate',
  '--throttling.rttMs=300',
  '--throttling.throughputKbps=700',
  '--throttling.cpuSlowdownMultiplier=4',
];

/** LCP targets in milliseconds; `{product}` is replaced by a real product's page. */
const TARGETS: Record<string, number> = {
  '/': 2000,
  '/buy-commodities': 2000,
  '/details/{product}': 2500,
  '/fr': 2000,
  '/fr/buy-commodities': 2000,
};

interface Measure {
  lcp: number;
  /** What the largest paint was (a snippet of the element). */
  element: string;
}

async function lcpOnce(url: string): Promise<Measure> {
  const { stdout } = await run(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      url,
      '--output=json',
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      '--only-categories=performance',
      ...THROTTLING,
    ],
    { env: { ...process.env, CHROME_PATH }, maxBuffer: 256 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout) as {
    audits: Record<
      string,
      { numericValue?: number; details?: { items?: { items?: { node?: { snippet?: string } }[] }[] } }
    >;
  };
  const lcp = report.audits['largest-contentful-paint']?.numericValue;
  if (lcp === undefined) throw new Error(`no LCP measured on ${url}`);
  const element =
    report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '?';
  return { lcp, element };
}

/** Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART); such runs are retried. */
async function lcp(url: string, attempts = 3): Promise<Measure> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lcpOnce(url);
    } catch (error) {
      const reason = (error as { stderr?: string }).stderr?.trim().split('\n').at(-1) ?? String(error);
      if (attempt >= attempts) throw new Error(`Lighthouse failed on ${url}: ${reason}`, { cause: error });
      console.warn(`retrying ${url}: ${reason}`);
    }
  }
}

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 1) : 3;
const chosen = process.argv.flatMap((arg, i) => (arg === '--page' ? [process.argv[i + 1] ?? ''] : []));
const PAGES = chosen.length > 0 ? chosen : Object.keys(TARGETS);

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

const site = await serveBuild();
const rows: { page: string; lcp: number; runs: number[]; target: number | undefined }[] = [];
try {
  const catalogue = (await (await fetch(`${site.origin}/api/product`)).json()) as { data: { id: string }[] };
  const product = catalogue.data[0]?.id;
  for (const page of PAGES) {
    if (page.includes('{product}') && !product) throw new Error('the catalogue is empty; no product page to measure');
    const path = page.replace('{product}', product ?? '');
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const measure = await lcp(`${site.origin}${path}`);
      runs.push(measure.lcp);
      console.log(`measured ${path}: LCP ${seconds(measure.lcp)} on ${measure.element.slice(0, 120)}`);
    }
    rows.push({ page, lcp: median(runs), runs, target: TARGETS[page] });
  }
} finally {
  await site.stop();
}

const pad = (text: string, width: number) => text.padEnd(width);
console.log(`\nLCP on 3G (300 ms RTT, 700 kbps, 4x CPU; simulated), median of ${RUNS} per page, on ${site.origin}\n`);
console.log(`${pad('page', 24)}${pad('LCP', 10)}${pad('target', 10)}runs`);
let failed = false;
for (const row of rows) {
  const over = row.target !== undefined && row.lcp > row.target;
  failed ||= over;
  console.log(
    `${pad(row.page, 24)}${pad(seconds(row.lcp) + (over ? ' !' : ''), 10)}${pad(row.target ? seconds(row.target) : '-', 10)}${row.runs.map(seconds).join(', ')}`,
  );
}
console.log(failed ? '\nA target is NOT met (!)' : '\nAll targets met');
process.exitCode = failed ? 1 : 0;
