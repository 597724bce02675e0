import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REPOSITORY_ROOT } from './content-folder.ts';

/** Whether `dir` holds a finished site build (its home page is written last). */
export const isBuilt = (dir: string) => existsSync(join(dir, 'index.html'));

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
   * The pictures editors uploaded (the live content folder's images/): named by their content
   * and never changed, so every version's pictures are there and a snapshot needs no copy.
   */
  imagesDir: string;
  outDir: string;
  cacheDir: string;
  /** Settings the pages are built with (APP_URL for canonical links...). */
  env: Record<string, string | undefined>;
  command?: BuildCommand | undefined;
  /** Stops the build (the server is closing). */
  signal?: AbortSignal | undefined;
}

export type BuildResult = { ok: true } | { ok: false; error: string };

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
  return new Promise((resolve) => {
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
    };
    const child = spawn(program!, args, {
      cwd: REPOSITORY_ROOT,
      env: {
        ...process.env,
        ...request.env,
        CONTENT_DIR: request.contentDir,
        CONTENT_IMAGES_DIR: request.imagesDir,
        BUILD_DIR: request.outDir,
        ASTRO_CACHE_DIR: request.cacheDir,
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
  });
}

/**
 * The part of a failed build's output an editor can act on: from the first error line, a few
 * lines naming the collection, entry, file and field (content/README.md shows one), without
 * colours and stack frames.
 */
export function buildComplaint(output: string): string {
  const lines = output
    .replace(ANSI, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() && !/^\s+at\s/.test(line) && !line.includes('node_modules/'));
  const marked = lines.findIndex((line) => /\[ERROR\]|does not match|YAMLParseError|ContentError/.test(line));
  const first =
    marked >= 0 ? marked : lines.findIndex((line) => /error|invalid|must |is required|no such file/i.test(line));
  if (first < 0) return lines.slice(-8).join('\n');
  return lines
    .slice(first, first + 12)
    .join('\n')
    .slice(0, 2000);
}
