import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTwoFilesPatch } from 'diff';
import { isEditableContentPath } from '../../../shared/content/content.ts';

/** The repository's own content/ folder: the default CONTENT_DIR and the seed of any other. */
export const REPOSITORY_CONTENT = fileURLToPath(new URL('../../../../content', import.meta.url));

/** The repository root: where `astro build` runs. */
export const REPOSITORY_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** A CONTENT_DIR elsewhere (shared storage) starts as a copy of the repository's content/. */
export function ensureContentFolder(dir: string): void {
  if (existsSync(dir)) return;
  mkdirSync(dirname(dir), { recursive: true });
  cpSync(REPOSITORY_CONTENT, dir, { recursive: true });
}

/** Every editable file under a content folder, `/`-separated, sorted. */
export function listContentFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        const path = relative(dir, full).split(sep).join('/');
        if (isEditableContentPath(path)) found.push(path);
      }
    }
  };
  walk(dir);
  return found.sort();
}

const readOrEmpty = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');

/** The editable files that differ between two content folders (added, changed or removed). */
export function changedFiles(from: string, to: string): string[] {
  const paths = new Set([...listContentFiles(from), ...listContentFiles(to)]);
  return [...paths].filter((path) => readOrEmpty(join(from, path)) !== readOrEmpty(join(to, path))).sort();
}

/** A unified diff of those files, as a developer's `git diff` shows it. */
export function contentDiff(from: string, to: string, paths: readonly string[]): string {
  return paths
    .map((path) =>
      createTwoFilesPatch(
        `a/${path}`,
        `b/${path}`,
        readOrEmpty(join(from, path)),
        readOrEmpty(join(to, path)),
        '',
        '',
        {
          context: 2,
        },
      ),
    )
    .join('');
}

/** Copies the editable files of a content folder (a version's snapshot, or a rollback). */
export function copyContent(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const path of listContentFiles(to)) {
    if (!existsSync(join(from, path))) rmSync(join(to, path));
  }
  for (const path of listContentFiles(from)) {
    mkdirSync(dirname(join(to, path)), { recursive: true });
    cpSync(join(from, path), join(to, path));
  }
}
