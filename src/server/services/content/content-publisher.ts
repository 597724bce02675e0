import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type {
  ContentPreview,
  ContentVersion,
  ContentVersionDetail,
  ContentVersionsPage,
} from '../../../shared/content/content.contract.ts';
import { type ContentVersionStatus, isKnownSitePath, pagesShowing } from '../../../shared/content/content.ts';
import type { ContentChanges, SaveContentFile } from '../../../shared/content/content-files.contract.ts';
import type { PageQuery } from '../../../shared/common/envelope.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import {
  type ContentVersionRow,
  countContentVersions,
  findContentVersion,
  insertContentVersion,
  listContentVersionRows,
  liveContentVersion,
  markContentVersionFailed,
  markContentVersionLive,
} from '../../db/queries/content.queries.ts';
import { refused } from '../../http/api-error.ts';
import { recordAudit } from '../audit.service.ts';
import { actor, type ServiceContext } from '../context.ts';
import type { AuthUser } from '../sessions.service.ts';
import { changedFiles, contentDiff, copyContent, ensureContentFolder } from './content-folder.ts';
import { commitContent, inGitWorkTree } from './git-commit.ts';
import { listFiles, readFile, saveFile } from './content-files.ts';
import { frenchFlags } from './french-flags.ts';
import { type BuildCommand, buildSite, isBuilt } from './site-builder.ts';

/** Builds kept on disk besides the live one, for a rollback's preview and old pages' assets. */
const KEEP_BUILDS = 3;

interface Logger {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface ContentPublisherOptions {
  db: Db;
  clock: Clock;
  log: Logger;
  contentDir: string;
  dataDir: string;
  /** Settings the site is built with (APP_URL...). */
  buildEnv: Record<string, string | undefined>;
  buildCommand?: BuildCommand | undefined;
  /** Serves a finished build in this process (plugins/site.ts). */
  switchSite(dir: string): void;
  liveSiteDir(): string | undefined;
  /** Tells the other server processes a version went live (Redis), after this one switched. */
  announce(versionId: string): Promise<void>;
}

/**
 * Publishing the public site (docs/product/console.md, Content): every publish is a version
 * with its content snapshot (DATA_DIR/content-versions/{id}), built in a child process into
 * DATA_DIR/site-builds/{id}, then served at once by every process. A failing build leaves the
 * live site as it was. Builds run one at a time, in the order they were asked for.
 */
export function createContentPublisher(options: ContentPublisherOptions) {
  const { db, clock, log, contentDir, dataDir } = options;
  const snapshots = join(dataDir, 'content-versions');
  const builds = join(dataDir, 'site-builds');
  const snapshotOf = (id: string) => join(snapshots, id);
  const buildOf = (id: string) => join(builds, id);
  /** What the content was before the first publish: the diff's baseline until one is live. */
  const base = join(snapshots, 'base');
  const aborts = new AbortController();
  let queue: Promise<void> = Promise.resolve();

  function ready() {
    ensureContentFolder(contentDir);
    if (!existsSync(base)) copyContent(contentDir, base);
  }

  async function baseline(): Promise<string> {
    const live = await liveContentVersion(db);
    return live && existsSync(snapshotOf(live.id)) ? snapshotOf(live.id) : base;
  }

  async function start(editor: AuthUser, input: { message: string; rollbackOf: ContentVersionRow | null }) {
    ready();
    const from = await baseline();
    const source = input.rollbackOf ? snapshotOf(input.rollbackOf.id) : contentDir;
    const files = changedFiles(from, source);
    const diff = contentDiff(from, source, files);
    const version = await db.transaction(async (tx) => {
      const row = await insertContentVersion(tx, {
        actorId: editor.id,
        message: input.message,
        files,
        diff,
        rollbackOf: input.rollbackOf?.id ?? null,
      });
      await recordAudit(tx, {
        actorId: editor.id,
        action: input.rollbackOf ? 'content.rollback' : 'content.publish',
        entityType: 'content_version',
        entityId: row.id,
        after: { files, message: input.message, ...(input.rollbackOf ? { rollbackOf: input.rollbackOf.id } : {}) },
      });
      return row;
    });
    // The content is frozen for the build: edits saved meanwhile go into the next publish.
    copyContent(source, snapshotOf(version.id));
    if (input.rollbackOf) copyContent(source, contentDir);
    if (await inGitWorkTree(contentDir)) {
      const subject = input.message || (input.rollbackOf ? 'Rollback of the site content' : 'Site content');
      await commitContent(contentDir, { name: editor.fullName, email: editor.email }, subject).catch((error: unknown) =>
        log.error({ err: error }, 'content publish: git commit failed'),
      );
    }
    queue = queue.then(() => build(version.id)).catch((error: unknown) => log.error({ err: error }, 'content build'));
    return { id: version.id, status: version.status as ContentVersionStatus };
  }

  async function build(id: string) {
    if (aborts.signal.aborted) return;
    const started = Date.now();
    const outDir = buildOf(id);
    mkdirSync(builds, { recursive: true });
    const result = await buildSite({
      contentDir: snapshotOf(id),
      imagesDir: join(contentDir, 'images'),
      outDir,
      cacheDir: join(builds, '.cache'),
      // Unchanged files keep the live build's compressed forms (scripts/astro-precompress.mjs).
      env: { ...options.buildEnv, PRECOMPRESS_REUSE_DIR: options.liveSiteDir() },
      command: options.buildCommand,
      signal: aborts.signal,
    });
    if (aborts.signal.aborted) return;
    if (!result.ok || !isBuilt(outDir)) {
      const error = result.ok ? 'The build wrote no home page.' : result.error;
      log.error({ versionId: id, error }, 'content build failed; the live site is unchanged');
      await markContentVersionFailed(db, id, error);
      rmSync(outDir, { recursive: true, force: true });
      return;
    }
    try {
      options.switchSite(outDir);
    } catch (error) {
      await markContentVersionFailed(db, id, `The build could not be served: ${(error as Error).message}`);
      return;
    }
    await db.transaction((tx) => markContentVersionLive(tx, id, clock()));
    log.info({ versionId: id, ms: Date.now() - started }, 'content published');
    await options.announce(id);
    removeOldBuilds(id);
  }

  function removeOldBuilds(liveId: string) {
    if (!existsSync(builds)) return;
    const serving = options.liveSiteDir();
    const old = readdirSync(builds, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== liveId)
      .map((entry) => join(builds, entry.name))
      .filter((dir) => dir !== serving);
    old.sort((a, b) => statTime(b) - statTime(a));
    for (const dir of old.slice(KEEP_BUILDS)) rmSync(dir, { recursive: true, force: true });
  }

  return {
    /** Fills CONTENT_DIR from the repository's content/ on first start, and keeps the first baseline. */
    ready,

    /** POST /staff/content/publish: 202 at once; the build runs in the background. */
    publish: (ctx: ServiceContext, input: { message?: string | undefined }) =>
      start(actor(ctx), { message: input.message ?? '', rollbackOf: null }),

    /** POST /staff/content/versions/{id}/rollback: a new version carrying that version's content. */
    async rollback(ctx: ServiceContext, { id }: { id: string }) {
      const target = await findContentVersion(db, id);
      if (!target) throw refused('version_not_found');
      if (target.status === 'FAILED' || target.status === 'BUILDING' || !existsSync(snapshotOf(id))) {
        throw refused('version_not_restorable');
      }
      const when = target.createdAt.toISOString().slice(0, 16).replace('T', ' ');
      return start(actor(ctx), { message: `Rollback to the version of ${when} UTC`, rollbackOf: target });
    },

    async versions(query: PageQuery): Promise<ContentVersionsPage> {
      const { page, pageSize } = query;
      const [rows, total] = await Promise.all([
        listContentVersionRows(db, pageSize, (page - 1) * pageSize),
        countContentVersions(db),
      ]);
      return { items: rows.map(({ version, actorName }) => versionAnswer(version, actorName)), total, page, pageSize };
    },

    async version(id: string): Promise<ContentVersionDetail> {
      const row = await findContentVersion(db, id);
      if (!row) throw refused('version_not_found');
      return { ...versionAnswer(row, null), diff: row.diff };
    },

    /**
     * One page of a version's build as it was published, for the console's preview: the live
     * build and the last few are kept (KEEP_BUILDS); older ones answer 404.
     */
    async preview(id: string, page: string): Promise<ContentPreview> {
      if (!isKnownSitePath(page) || /[?#]/.test(page)) throw refused('preview_page_unknown', 'page');
      const row = await findContentVersion(db, id);
      if (!row) throw refused('version_not_found');
      const file = join(buildOf(id), page === '/' ? 'index.html' : `${page.slice(1).replace(/\/$/, '')}.html`);
      if (!existsSync(file)) throw refused('preview_gone');
      return { page, html: readFileSync(file, 'utf8') };
    },

    /** Every editable file, marked when it changed since the live version. */
    async files() {
      return listFiles(contentDir, await baseline());
    },

    read: (path: string) => readFile(contentDir, path),

    save: (path: string, input: SaveContentFile) => saveFile(contentDir, path, input),

    /** What a publish would carry: the changed files, the pages they show on, the diff, French left behind. */
    async changes(): Promise<ContentChanges> {
      const from = await baseline();
      const files = changedFiles(from, contentDir);
      return {
        files: files.map((path) => ({ path, pages: pagesShowing(path) })),
        diff: contentDiff(from, contentDir, files),
        french: frenchFlags(contentDir, files),
      };
    },

    /** Serves the live version's build when this process is not serving it yet (start, another process's publish). */
    async followLive() {
      const live = await liveContentVersion(db);
      if (!live) return;
      const dir = buildOf(live.id);
      if (options.liveSiteDir() === dir || !isBuilt(dir)) return;
      options.switchSite(dir);
      log.info({ versionId: live.id }, 'serving the published site');
    },

    /** Stops waiting builds (the running one's result is dropped) and waits for the queue. */
    async close() {
      aborts.abort();
      await queue;
    },
  };
}

export type ContentPublisher = ReturnType<typeof createContentPublisher>;

function statTime(dir: string): number {
  try {
    return statSync(dir).mtimeMs;
  } catch {
    return 0;
  }
}

function versionAnswer(row: ContentVersionRow, actorName: string | null): ContentVersion {
  return {
    id: row.id,
    status: row.status as ContentVersionStatus,
    actorName,
    createdAt: row.createdAt.toISOString(),
    liveAt: row.liveAt?.toISOString() ?? null,
    files: row.files,
    message: row.message,
    error: row.error,
    rollbackOf: row.rollbackOf,
  };
}
