import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { REPOSITORY_ROOT } from './content-folder.ts';

/** Written by scripts/astro-script-policy.mjs: each page's script-src sources, by the page's path. */
export const SCRIPT_POLICY_FILE = 'script-policy.json';

/**
 * Whether `dir` holds a finished site build the server may serve: a home page, and the list
 * of scripts each page may run (plugins/site-pages.ts); a build without it is never served.
 */
export const isBuilt = (dir: string) =>
  existsSync(join(dir, 'index.html')) && existsSync(join(dir, SCRIPT_POLICY_FILE));

/** What runs a build: `astro build` by default; server tests give a small stand-in. */
export type BuildCommand = readonly string[];

export const ASTRO_BUILD: BuildCommand = [
  process.execPath,
  join(REPOSITORY_ROOT, 'node_modules/astro/bin/astro.mjs'),
  'build',
];

export interface BuildRequest {
  /** The text to build: a version's snapshot of the content folder. */
  contentDir: string;
  /**
   * The pictures editors uploaded that the version's content refers to (gathered for this
   * build by published-pictures.ts from the live content folder's images/, where uploads are
   * named by their content and never changed).
   */
  imagesDir: string;
  outDir: string;
  cacheDir: string;
  /**
   * An empty folder for this build alone (DATA_DIR): its root, where Astro writes `.astro/`,
   * so a build never writes into the code, which the server's user may not write (the image).
   */
  workDir: string;
  /** Settings the pages are built with (APP_URL for canonical links...). */
  env: Record<string, string | undefined>;
  command?: BuildCommand | undefined;
  /** Stops the build (the server is closing). */
  signal?: AbortSignal | undefined;
}

export type BuildResult = { ok: true } | { ok: false; error: string };

/**
 * What the build takes from the server's own environment: where programs and temporary files
 * are, the language and time zone, Node's options and mode. Nothing else: the server's
 * environment holds its secrets (TOTP_ENCRYPTION_KEY, URL_SIGNING_SECRET, DATABASE_URL, S3
 * and SMTP credentials), which a build (running the content editors wrote through Astro and
 * its plugins) has no use for. What the pages are built with comes in `request.env`.
 */
export const BUILD_ENV_ALLOWED = [
  'PATH',
  'HOME',
  'TMPDIR',
  'TMP',
  'TEMP',
  'LANG',
  'LC_ALL',
  'TZ',
  'NODE_OPTIONS',
  'NODE_ENV',
];

function inheritedEnv(): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of BUILD_ENV_ALLOWED) {
    const value = process.env[name];
    if (value !== undefined) kept[name] = value;
  }
  return kept;
}

/** At most this much of a build's output is kept (the complaint is near its end). */
const OUTPUT_LIMIT = 256 * 1024;

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

/**
 * Builds the site in a child process: `astro build` of this site takes ~17 s and ~0.9 GB,
 * which the serving process must not carry. Never throws: a failure answers the build's own
 * complaint (file and field) in plain words.
 */
export function buildSite(request: BuildRequest): Promise<BuildResult> {
  const [program, ...args] = request.command ?? ASTRO_BUILD;
  try {
    linkCheckout(request.workDir);
  } catch (error) {
    return Promise.resolve({ ok: false, error: `The build could not start: ${(error as Error).message}` });
  }
  if (!request.command) args.push('--root', request.workDir);
  // The links and .astro/ go with the build; a leftover (a folder in use) never fails it.
  const done = (result: BuildResult) => {
    try {
      rmSync(request.workDir, { recursive: true, force: true });
    } catch {
      /* removed with the next build of the same version, or by hand */
    }
    return result;
  };
  return new Promise<BuildResult>((resolve) => {
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
    };
    const child = spawn(program!, args, {
      cwd: request.workDir,
      env: {
        ...inheritedEnv(),
        ...request.env,
        CONTENT_DIR: request.contentDir,
        CONTENT_IMAGES_DIR: request.imagesDir,
        BUILD_DIR: request.outDir,
        ASTRO_CACHE_DIR: request.cacheDir,
        SITE_BUILD_LINKED_ROOT: '1',
        ASTRO_TELEMETRY_DISABLED: '1',
        NO_COLOR: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(request.signal ? { signal: request.signal } : {}),
    });
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (error) => resolve({ ok: false, error: `The build could not start: ${error.message}` }));
    child.on('close', (code, signal) => {
      if (code === 0) resolve({ ok: true });
      else resolve({ ok: false, error: buildComplaint(output) || `The build stopped (${signal ?? `exit ${code}`}).` });
    });
  }).then(done);
}

/** What `astro build` reads from the checkout: linked from the build's own root. */
const CHECKOUT_ENTRIES = [
  'astro.config.mjs',
  'package.json',
  'tsconfig.json',
  'src',
  'public',
  'scripts',
  'content',
  'node_modules',
];

/** Makes `dir` a root of links to the checkout (the links are the only files written there). */
function linkCheckout(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const entry of CHECKOUT_ENTRIES) {
    const target = join(REPOSITORY_ROOT, entry);
    if (existsSync(target)) symlinkSync(target, join(dir, entry));
  }
}

/** An operating system's refusal (`EACCES: permission denied, mkdir '/app/.astro'`): the cause, when there is one. */
const SYSTEM_ERROR = /\b(E[A-Z]{2,}): [a-z]/;

/** At most this many characters of a complaint: what an editor or an operator reads. */
const COMPLAINT_LIMIT = 1200;

/**
 * The part of a failed build's output an editor can act on: from the first error line, a few
 * lines naming the collection, entry, file and field (content/README.md shows one), without
 * colours, stack frames and warnings. An operating system's refusal (a folder that cannot be
 * written, a full disk) comes first: it is the cause, whatever Astro wrapped it in.
 */
export function buildComplaint(output: string): string {
  const all = output
    .replace(ANSI, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() && !/^\s+at\s/.test(line));
  // The refusal names its path, which may be under node_modules/ (Vite's cache).
  const cause = all.find((line) => SYSTEM_ERROR.test(line))?.trim();
  const lines = all.filter((line) => !line.includes('node_modules/') && !/\[WARN\]/.test(line));
  const marked = lines.findIndex((line) =>
    /\[ERROR\]|does not match|YAMLParseError|ContentError|^\[\w+Error\]/.test(line),
  );
  const first =
    marked >= 0 ? marked : lines.findIndex((line) => /error|invalid|must |is required|no such file/i.test(line));
  const context = first < 0 ? lines.slice(-8) : lines.slice(first, first + 12);
  const complaint = cause ? [cause, ...context.filter((line) => line.trim() !== cause)] : context;
  return complaint.join('\n').slice(0, COMPLAINT_LIMIT);
}
