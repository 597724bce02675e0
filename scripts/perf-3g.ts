// Largest Contentful Paint of the pages buyers open from a phone, measured by Lighthouse with
// Debian's Chromium on the slow-3G profile of issue 16 (300 ms round trip, 700 kbps, 4x CPU
// slowdown, simulated), median of several runs per page. Prints a table and fails when a page
// is over its target: 2.0 s for home, Buy Commodities and the product page (issue 27), in
// English and French.
//   npm run build && npm run perf:3g                  (starts our server on ./dist)
//   SITE_URL=http://127.0.0.1:3000 npm run perf:3g    (a server that is already running)
//   npm run perf:3g -- --runs 5 --page /fr            (more runs; only these pages)
//   npm run perf:3g -- --all                          (every public page, both languages)
// The product page measured is the first product the catalogue API lists.
import { lighthouse } from './lighthouse-cli.ts';
import { EVERY_PUBLIC_PAGE, serveBuild, withProduct } from './serve-build.ts';

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
  '/details/{product}': 2000,
  '/fr': 2000,
  '/fr/buy-commodities': 2000,
  '/fr/details/{product}': 2000,
};

interface Report {
  audits: Record<string, { numericValue?: number }>;
  environment: { benchmarkIndex: number };
}

/** LCP of one run, and how fast this machine was (Lighthouse scales the simulated CPU by it). */
async function lcp(url: string): Promise<{ lcp: number; benchmarkIndex: number }> {
  const report = await lighthouse<Report>(url, ['--only-categories=performance', ...THROTTLING]);
  const value = report.audits['largest-contentful-paint']?.numericValue;
  if (value === undefined) throw new Error(`no LCP measured on ${url}`);
  return { lcp: value, benchmarkIndex: report.environment.benchmarkIndex };
}

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 1) : 3;
const chosen = process.argv.flatMap((arg, i) => (arg === '--page' ? [process.argv[i + 1] ?? ''] : []));
const PAGES = chosen.length > 0 ? chosen : process.argv.includes('--all') ? EVERY_PUBLIC_PAGE : Object.keys(TARGETS);

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

const site = await serveBuild();
const rows: { page: string; lcp: number; runs: number[]; target: number | undefined }[] = [];
const benchmarks: number[] = [];
try {
  for (const page of PAGES) {
    const path = await withProduct(site.origin, page);
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const measure = await lcp(`${site.origin}${path}`);
      runs.push(measure.lcp);
      benchmarks.push(measure.benchmarkIndex);
      console.log(
        `measured ${path}: LCP ${seconds(measure.lcp)} (machine benchmark ${Math.round(measure.benchmarkIndex)})`,
      );
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
// Lighthouse multiplies the CPU time it observes: on a loaded machine every figure grows.
const benchmark = Math.round(median(benchmarks));
console.log(
  `\nMachine benchmark index (median): ${benchmark}${benchmark < 1000 ? ' -- a busy or slow machine; CPU-bound figures are inflated' : ''}`,
);
console.log(failed ? 'A target is NOT met (!)' : 'All targets met');
process.exitCode = failed ? 1 : 0;
