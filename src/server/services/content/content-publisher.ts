import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  ContentPreview,
  DraftPreview,
  ContentVersion,
  ContentVersionDetail,
  ContentVersionsPage,
} from '../../../shared/content/content.contract.ts';
import {
  type ContentVersionStatus,
  isKnownSitePath,
  pagesShowing,
  PUBLISH_QUEUE_LIMIT,
  SHIPPED_VERSION_MESSAGE,
} from '../../../shared/content/content.ts';
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
  recordShippedContentVersion,
} from '../../db/queries/content.queries.ts';
import { refused } from '../../http/api-error.ts';
import { recordAudit } from '../audit.service.ts';
import { actor, type ServiceContext } from '../context.ts';
import type { AuthUser } from '../sessions.service.ts';
import { changedFiles, contentDiff, copyContent, ensureContentFolder } from './content-folder.ts';
import { commitContent, inGitWorkTree } from './git-commit.ts';
import { fileTitle, listFiles, readFile, saveFile } from './content-files.ts';
import { fileFieldChanges } from './field-changes.ts';
import { frenchFlags } from './french-flags.ts';
import { gatherPublishedPictures } from './published-pictures.ts';
import { type BuildCommand, buildSite, isBuilt } from './site-builder.ts';
import { PREVIEW_LINK_HOURS, previewScope } from './preview-pages.ts';
import { signPath } from '../url-signing.ts';

/** Builds kept on disk besides the live one, for a rollback's preview and old pages' assets. */
const KEEP_BUILDS = 3;

/** Draft previews kept on disk: the newest few, so two editors' previews do not erase each other. */
const KEEP_PREVIEWS = 3;

/** A draft preview's key: random, so its build cannot be found by counting. */
const DRAFT_KEY = /^[0-9a-f]{32}$/;

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
  /** The build the server ships with (BUILD_DIR): the pages of version 1, the shipped content. */
  shippedSiteDir: string;
  /** Tells the other server processes a version went live (Redis), after this one switched. */
  announce(versionId: string): Promise<void>;
  /** The content folder the live site was built from (or the first start's, before any publish), whenever it changes. */
  contentLive?(dir: string): void;
}

/**
 * Publishing the public site (docs/product/console.md, Content): every publish is a version
 * with its content snapshot (DATA_DIR/content-versions/{id}), built in a child process into
 * DATA_DIR/site-builds/{id}, then served at once by every process. A failing build leaves the
 * live site as it was. Builds run one at a time, in the order they were asked for, with at
 * most PUBLISH_QUEUE_LIMIT waiting (429 `publish_queue_full` beyond); a publish that changes
 * nothing since the last one (live, or still building) is refused (409 `content_unchanged`),
 * except the first, which makes the site as it is a version to come back to.
 */
export function createContentPublisher(options: ContentPublisherOptions) {
  const { db, clock, log, contentDir, dataDir } = options;
  const snapshots = join(dataDir, 'content-versions');
  const builds = join(dataDir, 'site-builds');
  const snapshotOf = (id: string) => join(snapshots, id);
  const buildOf = (id: string) => join(builds, id);
  /** What the content was before the first publish: the diff's baseline until one is live. */
  const base = join(snapshots, 'base');
  /** Draft previews: DATA_DIR/content-previews/{key}/ holds its content, its build (site/) and a failure's complaint. */
  const drafts = join(dataDir, 'content-previews');
  const draftOf = (key: string) => join(drafts, key);
  const aborts = new AbortController();
  let queue: Promise<void> = Promise.resolve();
  /** Live versions found without a servable build, reported once each (followLive). */
  const unservable = new Set<string>();
  /** Versions this process has yet to finish building, oldest (the running one) first. */
  const pending: string[] = [];
  /** Publishes are started one after another, so each sees the one before in `pending`. */
  let starting: Promise<unknown> = Promise.resolve();

  async function ready() {
    ensureContentFolder(contentDir);
    if (!existsSync(base)) copyContent(contentDir, base);
    // The shipped content is version 1: a snapshot like any publish's, so a rollback can
    // return to it; its pages are the build the server started with.
    const shipped = await recordShippedContentVersion(db, SHIPPED_VERSION_MESSAGE, clock());
    if (shipped) {
      copyContent(base, snapshotOf(shipped.id));
      log.info({ versionId: shipped.id }, 'content: the shipped content is version 1');
    }
  }

  async function baseline(): Promise<string> {
    const live = await liveContentVersion(db);
    return live && existsSync(snapshotOf(live.id)) ? snapshotOf(live.id) : base;
  }

  function start(editor: AuthUser, input: { message: string; rollbackOf: ContentVersionRow | null }) {
    const run = starting.then(() => startNow(editor, input));
    starting = run.catch(() => undefined);
    return run;
  }

  async function startNow(editor: AuthUser, input: { message: string; rollbackOf: ContentVersionRow | null }) {
    await ready();
    if (pending.length > PUBLISH_QUEUE_LIMIT)
      throw refused({ code: 'publish_queue_full', params: { waiting: pending.length - 1 } });
    const live = await liveContentVersion(db);
    const from = await baseline();
    const source = input.rollbackOf ? snapshotOf(input.rollbackOf.id) : contentDir;
    // What the site shows, or will once the queue is built. Before any version is live the
    // site is the repository's build: the first publish makes it a version to come back to.
    const latest = pending.length ? snapshotOf(pending[pending.length - 1]!) : live ? from : null;
    if (latest && changedFiles(latest, source).length === 0) throw refused('content_unchanged');
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
        // The target's date too, so the trail says which version in words (content-names.ts).
        after: {
          files,
          message: input.message,
          ...(input.rollbackOf
            ? { rollbackOf: input.rollbackOf.id, rollbackTo: input.rollbackOf.createdAt.toISOString() }
            : {}),
        },
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
    pending.push(version.id);
    queue = queue
      .then(() => build(version.id))
      .catch((error: unknown) => log.error({ err: error }, 'content build'))
      .finally(() => pending.splice(pending.indexOf(version.id), 1));
    return { id: version.id, status: version.status as ContentVersionStatus };
  }

  async function build(id: string) {
    if (aborts.signal.aborted) return;
    const started = Date.now();
    const outDir = buildOf(id);
    mkdirSync(builds, { recursive: true });
    // Only the pictures this version's content refers to go into its build.
    const imagesDir = join(builds, '.images', id);
    rmSync(imagesDir, { recursive: true, force: true });
    gatherPublishedPictures(snapshotOf(id), join(contentDir, 'images'), imagesDir);
    const result = await buildSite({
      contentDir: snapshotOf(id),
      imagesDir,
      outDir,
      cacheDir: join(builds, '.cache'),
      workDir: join(builds, '.work', id),
      // Unchanged files keep the live build's compressed forms (scripts/astro-precompress.mjs).
      env: { ...options.buildEnv, PRECOMPRESS_REUSE_DIR: options.liveSiteDir() },
      command: options.buildCommand,
      signal: aborts.signal,
    }).finally(() => rmSync(imagesDir, { recursive: true, force: true }));
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
    options.contentLive?.(snapshotOf(id));
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

  async function buildDraft(key: string) {
    if (aborts.signal.aborted) return;
    const dir = draftOf(key);
    const result = await buildSite({
      contentDir: join(dir, 'content'),
      imagesDir: join(contentDir, 'images'),
      outDir: join(dir, 'site'),
      cacheDir: join(builds, '.cache'),
      workDir: join(builds, '.work', `draft-${key}`),
      env: { ...options.buildEnv, PRECOMPRESS_REUSE_DIR: options.liveSiteDir() },
      command: options.buildCommand,
      signal: aborts.signal,
    });
    if (aborts.signal.aborted) return;
    if (!result.ok || !isBuilt(join(dir, 'site'))) {
      writeFileSync(join(dir, 'error.txt'), result.ok ? 'The build wrote no home page.' : result.error);
      rmSync(join(dir, 'site'), { recursive: true, force: true });
    }
    removeOldDrafts();
  }

  function removeOldDrafts() {
    const old = readdirSync(drafts, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && DRAFT_KEY.test(entry.name))
      .map((entry) => draftOf(entry.name));
    old.sort((a, b) => statTime(b) - statTime(a));
    for (const dir of old.slice(KEEP_PREVIEWS)) rmSync(dir, { recursive: true, force: true });
  }

  /** The signed address the console's frame opens a preview build at (preview-pages.ts). */
  const previewUrl = (ctx: ServiceContext, key: string) =>
    signPath(ctx.files.key, previewScope(key), new Date(clock().getTime() + PREVIEW_LINK_HOURS * 3_600_000)).replace(
      /\?expires=(\d+)&signature=([\w-]+)$/,
      '$1/$2/',
    );

  function draftAnswer(ctx: ServiceContext, key: string): DraftPreview {
    const dir = draftOf(key);
    if (!DRAFT_KEY.test(key) || !existsSync(dir)) throw refused('preview_gone');
    if (isBuilt(join(dir, 'site'))) return { id: key, status: 'READY', error: null, url: previewUrl(ctx, key) };
    if (existsSync(join(dir, 'error.txt'))) {
      return { id: key, status: 'FAILED', error: readFileSync(join(dir, 'error.txt'), 'utf8'), url: null };
    }
    return { id: key, status: 'BUILDING', error: null, url: null };
  }

  return {
    /**
     * POST /staff/content/previews: builds the saved content as it stands (a draft, not
     * published) into its own folder, in the publish queue; the answer's id is asked again
     * until the preview is READY, then its pages are served to the console's frame.
     */
    async previewDraft(ctx: ServiceContext): Promise<DraftPreview> {
      actor(ctx);
      await ready();
      const key = randomBytes(16).toString('hex');
      mkdirSync(draftOf(key), { recursive: true });
      copyContent(contentDir, join(draftOf(key), 'content'));
      queue = queue.then(() => buildDraft(key)).catch((error: unknown) => log.error({ err: error }, 'content preview'));
      return draftAnswer(ctx, key);
    },

    /** GET /staff/content/previews/{id}: the draft preview's state, and its signed address once READY. */
    draftPreview: (ctx: ServiceContext, key: string) => draftAnswer(ctx, key),

    /**
     * The build a preview address names: a draft's, a published version's (kept ones), or the
     * shipped build for version 1. Undefined when there is none (any more).
     */
    async previewBuild(key: string): Promise<string | undefined> {
      if (DRAFT_KEY.test(key)) return isBuilt(join(draftOf(key), 'site')) ? join(draftOf(key), 'site') : undefined;
      if (!/^[0-9a-f-]{36}$/.test(key)) return undefined;
      const row = await findContentVersion(db, key);
      if (!row) return undefined;
      const dir = isShipped(row) ? options.shippedSiteDir : buildOf(key);
      return isBuilt(dir) ? dir : undefined;
    },

    /** Fills CONTENT_DIR from the repository's content/ on first start, and records it as version 1. */
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
    async preview(ctx: ServiceContext, id: string, page: string): Promise<ContentPreview> {
      if (!isKnownSitePath(page) || /[?#]/.test(page)) throw refused('preview_page_unknown', 'page');
      const row = await findContentVersion(db, id);
      if (!row) throw refused('version_not_found');
      // Version 1 has no build of its own: its pages are the shipped build's.
      const dir = isShipped(row) ? options.shippedSiteDir : buildOf(id);
      const file = join(dir, page === '/' ? 'index.html' : `${page.slice(1).replace(/\/$/, '')}.html`);
      if (!existsSync(file)) throw refused('preview_gone');
      return { page, html: readFileSync(file, 'utf8'), url: previewUrl(ctx, id) };
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
        files: files.map((path) => ({
          path,
          title: fileTitle(contentDir, path),
          pages: pagesShowing(path),
          fields: fileFieldChanges(from, contentDir, path),
        })),
        diff: contentDiff(from, contentDir, files),
        french: frenchFlags(contentDir, files),
      };
    },

    /** Serves the live version's build when this process is not serving it yet (start, another process's publish). */
    async followLive() {
      const live = await liveContentVersion(db);
      options.contentLive?.(live && existsSync(snapshotOf(live.id)) ? snapshotOf(live.id) : base);
      if (!live) return;
      // Version 1 (a rollback to it included) is served from the build the server shipped with.
      const dir = isShipped(live) ? options.shippedSiteDir : buildOf(live.id);
      if (options.liveSiteDir() === dir) return;
      if (!isBuilt(dir)) {
        // Built before the pages' script policy (issue 35), or lost: publish again to serve it.
        // Said once per version, not at every look (twice a second without Redis).
        if (!unservable.has(live.id)) {
          unservable.add(live.id);
          log.error({ versionId: live.id, dir }, 'the live version has no servable build; publish again');
        }
        return;
      }
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

/** Version 1, the content as shipped: no build of its own (its pages are BUILD_DIR's). */
const isShipped = (row: ContentVersionRow) => row.message === SHIPPED_VERSION_MESSAGE && !row.actorId;

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
