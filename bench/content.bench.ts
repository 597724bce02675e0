// Content publishing, measured (issue 26): the time from Publish to the new text being served by
// the running server, under load on the public pages (every answer counted: non-2xx must be 0),
// across three publishes; the JavaScript of the console's Content screen; and the public pages'
// JavaScript, with none of the editor's files among it.
//
// Usage: npm run build && npm run bench:content [-- --publishes 3 --connections 10]
// It runs the real `astro build` in a child process for each publish (~20 s, ~0.9 GB each).
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { PUBLIC_PAGES } from '../scripts/serve-build.ts';
import { ASTRO_BUILD } from '../src/server/services/content/site-builder.ts';
import type { ContentVersion } from '../src/shared/content/content.contract.ts';
import { buildTestApp } from '../tests/server/support/helper.ts';
import { createEditor } from '../tests/server/support/staff-accounts.ts';

const { values } = parseArgs({
  options: { publishes: { type: 'string', default: '3' }, connections: { type: 'string', default: '10' } },
});
const BUILD_DIR = resolve(process.env['BUILD_DIR'] ?? 'dist');
if (!existsSync(join(BUILD_DIR, 'index.html')))
  throw new Error(`No site build in ${BUILD_DIR}: run npm run build first.`);

// ---- The JavaScript each page loads, read from the build (every module a page imports). ----
const KB = 1024;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const jsFiles = new Map<string, number>();
function gzipOf(file: string): number {
  if (!jsFiles.has(file)) jsFiles.set(file, gzipSync(readFileSync(join(BUILD_DIR, file)), { level: 9 }).length);
  return jsFiles.get(file)!;
}
function moduleClosure(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || !existsSync(join(BUILD_DIR, file))) continue;
    seen.add(file);
    const code = readFileSync(join(BUILD_DIR, file), 'utf8');
    for (const [, spec] of code.matchAll(/(?:import|from)\s*\(?\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      queue.push(join(file, '..', spec!).replaceAll('\\', '/'));
    }
  }
  return seen;
}
function pageScripts(htmlFile: string): Set<string> {
  const html = readFileSync(join(BUILD_DIR, htmlFile), 'utf8');
  const entries = [...html.matchAll(/(?:component-url|renderer-url|src)="\/(_astro\/[^"]+\.js)"/g)].map((m) => m[1]!);
  return moduleClosure(entries);
}
const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipOf(file), 0);

const contentPage = pageScripts('console/content.html');
const auditPage = pageScripts('console/audit.html');
const editorOwn = [...contentPage].filter((file) => !auditPage.has(file));
const publicRows = PUBLIC_PAGES.flatMap((path) => [path, path === '/' ? '/fr' : `/fr${path}`]).map((path) => {
  const file = path === '/' ? 'index.html' : path === '/fr' ? 'fr.html' : `${path.slice(1)}.html`;
  const scripts = existsSync(join(BUILD_DIR, file)) ? pageScripts(file) : new Set<string>();
  return { path, bytes: sum(scripts), editorFiles: [...scripts].filter((s) => editorOwn.includes(s)).length };
});

// ---- Publish to served text, under load. ----
const dataDir = mkdtempSync(join(tmpdir(), 'atp-bench-content-'));
const contentDir = join(dataDir, 'content');
cpSync('content', contentDir, { recursive: true });
const app = await buildTestApp({
  seed: true,
  env: { BUILD_DIR, CONTENT_DIR: contentDir, DATA_DIR: dataDir },
  contentBuild: ASTRO_BUILD,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
const base = `http://127.0.0.1:${port}`;
const editor = await createEditor(app.db, { fullName: 'Bench Editor' });

const load = autocannon(
  {
    url: base,
    connections: Number(values.connections),
    duration: 3600,
    requests: [
      { method: 'GET', path: '/' },
      { method: 'GET', path: '/fr' },
      { method: 'GET', path: '/our-story' },
    ],
  },
  // The callback form answers the running instance (its events and stop()), not a promise.
  () => undefined,
);
let answers = 0;
let non2xx = 0;
load.on('response', (_client: unknown, status: number) => {
  answers += 1;
  if (status < 200 || status > 299) non2xx += 1;
});
let errors = 0;
load.on('reqError', () => (errors += 1));

const heroFile = join(contentDir, 'pages/home.md');
const timings: number[] = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
for (let run = 1; run <= Number(values.publishes); run += 1) {
  const text = `Bench hero ${run} ${Date.now()}`;
  const file = readFileSync(heroFile, 'utf8');
  writeFileSync(heroFile, file.replace(/^( {2}text: ).*$/m, `$1${text}`));
  const started = performance.now();
  const res = await fetch(`${base}/api/staff/content/publish`, {
    method: 'POST',
    headers: { ...editor.auth, 'content-type': 'application/json' },
    body: JSON.stringify({ message: `bench ${run}` }),
  });
  if (res.status !== 202) throw new Error(`publish: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()).data as { id: string };
  for (;;) {
    const home = await (await fetch(base)).text();
    if (home.includes(text)) break;
    const versions = (await (await fetch(`${base}/api/staff/content/versions`, { headers: editor.auth })).json()).data
      .items as ContentVersion[];
    const failed = versions.find((v) => v.id === id && v.status === 'FAILED');
    if (failed) throw new Error(`the build failed: ${failed.error}`);
    await sleep(100);
  }
  timings.push((performance.now() - started) / 1000);
  console.log(`publish ${run}: new text served after ${timings.at(-1)!.toFixed(1)} s`);
}
load.stop();
await app.close();
rmSync(dataDir, { recursive: true, force: true });

console.log(`\nPublish -> new text on / (s): ${timings.map((t) => t.toFixed(1)).join(', ')} (aim: 30 s or less)`);
console.log(`Under load during the publishes: ${answers} answers, ${non2xx} not 2xx, ${errors} failed connections`);
console.log(
  `\nConsole Content screen JS (gzip): ${kb(sum(contentPage))} in all; ${kb(sum(editorOwn))} of it its own (${editorOwn.length} files), the rest the console shell's`,
);
console.log(`\nPublic pages' JS (gzip; the editor's files among them):`);
for (const row of publicRows) console.log(`  ${row.path.padEnd(24)}${kb(row.bytes).padEnd(12)}${row.editorFiles}`);
if (publicRows.some((row) => row.editorFiles > 0) || non2xx > 0 || errors > 0) process.exitCode = 1;
