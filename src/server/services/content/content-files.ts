import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type {
  ContentFile,
  ContentFileSummary,
  SaveContentFile,
} from '../../../shared/content/content-files.contract.ts';
import { contentFileKind, isEditableContentPath, pagesShowing } from '../../../shared/content/content.ts';
import { contentFileTitle } from '../../../shared/content/content-names.ts';
import { refused, refusedAll } from '../../http/api-error.ts';
import { changedFiles, listContentFiles } from './content-folder.ts';
import { checkContent } from './content-checks.ts';
import { ContentSyntaxError, parseContent, writeContent } from './content-documents.ts';

/** The file's version an editor opened: a save against another one is a conflict. */
const revisionOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 20);

/**
 * The file a path names inside the content folder, or a refusal: only the editable files
 * (src/shared/content/content.ts), never anything outside the folder, whatever the path says.
 */
function fileOf(contentDir: string, path: string): string {
  if (!isEditableContentPath(path)) throw refused('content_path_refused', 'path');
  const root = resolve(contentDir);
  const file = resolve(root, path);
  if (!file.startsWith(root + sep)) throw refused('content_path_refused', 'path');
  return file;
}

export function listFiles(contentDir: string, baseline: string): ContentFileSummary[] {
  const changed = new Set(changedFiles(baseline, contentDir));
  return listContentFiles(contentDir).map((path) => ({
    path,
    title: fileTitle(contentDir, path),
    kind: contentFileKind(path),
    pages: pagesShowing(path),
    changed: changed.has(path),
  }));
}

/** A commodity's name or an article's title, from its settings (undefined for other files, or a broken one). */
function entryName(contentDir: string, path: string): string | undefined {
  if (!/^(fr\/)?(commodities|academy)\//.test(path)) return undefined;
  try {
    const { data } = parseContent('markdown', readFileSync(join(contentDir, path), 'utf8'));
    const { name, title } = (data ?? {}) as { name?: unknown; title?: unknown };
    const found = typeof title === 'string' ? title : name;
    return typeof found === 'string' ? found.trim() || undefined : undefined;
  } catch {
    return undefined;
  }
}

/** A file's name for editors, an article or commodity by its own title (content-names.ts). */
export const fileTitle = (contentDir: string, path: string) => contentFileTitle(path, entryName(contentDir, path));

export function readFile(contentDir: string, path: string): ContentFile {
  const file = fileOf(contentDir, path);
  if (!existsSync(file)) throw refused('content_file_not_found');
  const text = readFileSync(file, 'utf8');
  const kind = contentFileKind(path);
  try {
    const { data, body } = parseContent(kind, text);
    return { path, kind, revision: revisionOf(text), data, body, text, syntaxError: null };
  } catch (error) {
    // A file a developer broke by hand still opens, as its text, with the complaint.
    if (!(error instanceof ContentSyntaxError)) throw error;
    return { path, kind, revision: revisionOf(text), data: null, body: null, text, syntaxError: error.message };
  }
}

/**
 * Saves an editor's form: checked field by field with the build's own schemas (400 naming
 * each field), refused with 409 when someone saved the file since this editor opened it (the
 * client then shows both versions), written whole (a temporary file renamed over it).
 */
export async function saveFile(contentDir: string, path: string, input: SaveContentFile): Promise<ContentFile> {
  // One save at a time: the revision check and the write must not interleave.
  const previous = saving;
  let done!: () => void;
  saving = new Promise((resolve) => (done = resolve));
  await previous;
  try {
    return await save(contentDir, path, input);
  } finally {
    done();
  }
}

let saving: Promise<void> = Promise.resolve();

async function save(contentDir: string, path: string, input: SaveContentFile): Promise<ContentFile> {
  const file = fileOf(contentDir, path);
  if (!existsSync(file)) throw refused('content_file_not_found');
  const current = readFileSync(file, 'utf8');
  if (revisionOf(current) !== input.revision) {
    throw refused('content_saved_meanwhile', 'revision');
  }
  const kind = contentFileKind(path);
  const refusals = await checkContent(contentDir, path, input.data);
  if (refusals.length) throw refusedAll(refusals.map((refusal) => ({ ...refusal, field: refusal.field || 'file' })));
  const text = writeContent(kind, current, { data: input.data, body: kind === 'markdown' ? (input.body ?? '') : null });
  const temporary = join(contentDir, `.${revisionOf(text)}.saving`);
  writeFileSync(temporary, text);
  renameSync(temporary, file);
  return readFile(contentDir, path);
}
