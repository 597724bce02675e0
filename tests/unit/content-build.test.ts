// An editor's broken entry must fail the build with a message naming the file and the field.
// These run Astro's own content sync on a copy of content/ in a throw-away project folder
// (symlinked to the real src/, public/ and node_modules), so the real tree is never touched.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../..');
const ASTRO = join(ROOT, 'node_modules/astro/bin/astro.mjs');

let project: string | undefined;

function copyProject(): string {
  project = mkdtempSync(join(tmpdir(), 'atp-content-'));
  cpSync(join(ROOT, 'content'), join(project, 'content'), { recursive: true });
  for (const linked of ['src', 'public', 'node_modules', 'scripts'])
    symlinkSync(join(ROOT, linked), join(project, linked));
  for (const file of ['astro.config.mjs', 'tsconfig.json', 'package.json'])
    cpSync(join(ROOT, file), join(project, file));
  return project;
}

function edit(dir: string, file: string, change: (text: string) => string) {
  const path = join(dir, 'content', file);
  const before = readFileSync(path, 'utf8');
  const after = change(before);
  expect(after, `the test's edit of ${file} changed nothing`).not.toBe(before);
  writeFileSync(path, after);
}

/** Runs `astro sync`, which loads and validates every collection; returns exit status and output. */
async function sync(dir: string): Promise<{ ok: boolean; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [ASTRO, 'sync'], {
      cwd: dir,
      env: { ...process.env, ASTRO_CACHE_DIR: join(dir, '.cache'), FORCE_COLOR: '0', NO_COLOR: '1' },
      maxBuffer: 16 * 1024 * 1024,
    });
    return { ok: true, output: stdout + stderr };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

afterEach(() => {
  if (project) rmSync(project, { recursive: true, force: true });
  project = undefined;
});

describe('content collections at build time', { timeout: 180_000 }, () => {
  it('accept the content as committed', async () => {
    const result = await sync(copyProject());
    expect(result.output).not.toMatch(/does not match collection schema/);
    expect(result.ok).toBe(true);
  });

  it('fail on a team member without a name, naming the file, the entry and the field', async () => {
    const dir = copyProject();
    edit(dir, 'team.yaml', (text) => text.replace('  name: Kwame Mensah\n', ''));
    const result = await sync(dir);
    expect(result.ok).toBe(false);
    expect(result.output).toContain('team → kwame-mensah');
    expect(result.output).toContain('name is required');
    expect(result.output).toMatch(/content\/team\.yaml/);
  });

  it('fail on a page that breaks its rules, naming the page file and the field', async () => {
    const dir = copyProject();
    // Two blurbs instead of the three the home page shows.
    edit(dir, 'pages/home.md', (text) => text.replace(/ {2}- title: Market Intelligence\n {4}text: .*\n/, ''));
    const result = await sync(dir);
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/content\/pages\/home\.md/);
    expect(result.output).toContain('blurbs');
    expect(result.output).toContain('needs exactly three blurbs');
  });

  it('report a YAML file that does not parse, naming the file and the line', async () => {
    const dir = copyProject();
    // An unclosed quote. The page that lists partners then fails the build on the empty list
    // (see requireEntries in the unit tests); loading reports why the list is empty.
    edit(dir, 'partners.yaml', (text) => text.replace('title: Baobab Microfinance,', 'title: "Baobab Microfinance,'));
    const result = await sync(dir);
    expect(result.output).toMatch(/content\/partners\.yaml: Missing closing "quote at line \d+/);
  });

  it('fail on an image that is not in public/, naming the file and the field', async () => {
    const dir = copyProject();
    edit(dir, 'commodities/ginger.md', (text) => text.replace('commodity-ginger.svg', 'commodity-gingerr.svg'));
    const result = await sync(dir);
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/content\/commodities\/ginger\.md/);
    expect(result.output).toContain('image.src');
    expect(result.output).toContain('no such file: public/images/marketing/commodity-gingerr.svg');
  });
});
