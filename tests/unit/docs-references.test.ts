import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A path under docs/ as comments cite it, without the sentence's closing punctuation. */
const DOCS_PATH = /\bdocs\/[\w./-]*[\w/]/g;

const SOURCE = /\.(ts|tsx|astro|css|js|mjs|cjs)$/;

/** Every docs/ path cited in a file of src/, with where it is cited. */
function citations(): { file: string; line: number; path: string }[] {
  const found: { file: string; line: number; path: string }[] = [];
  for (const entry of readdirSync(join(ROOT, 'src'), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !SOURCE.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((text, index) => {
        for (const match of text.matchAll(DOCS_PATH)) {
          found.push({ file: file.slice(ROOT.length), line: index + 1, path: match[0] });
        }
      });
  }
  return found;
}

describe('documents the code cites', () => {
  it('finds the citations it checks', () => {
    expect(citations().some((cited) => cited.path === 'docs/ARCHITECTURE.md')).toBe(true);
  });

  it('exist in the repository: every docs/ path cited in src/ names a file or folder', () => {
    const missing = citations()
      .filter((cited) => !existsSync(join(ROOT, cited.path)))
      .map((cited) => `${cited.file}:${cited.line} cites ${cited.path}`);
    expect(missing).toEqual([]);
  });

  it('are our own: no comment in src/ cites a document outside the repository (../shared/*.md)', () => {
    const outside = /\.\.\/(?:\.\.\/)*shared\/[A-Z][\w-]*\.md/;
    const cited = readdirSync(join(ROOT, 'src'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name))
      .filter((file) => outside.test(readFileSync(file, 'utf8')))
      .map((file) => file.slice(ROOT.length));
    expect(cited).toEqual([]);
  });
});
