import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentChanges } from '../../../shared/content/content-files.contract.ts';
import { untranslatedFields } from '../../../shared/content/content.ts';
import { parseContent } from './content-documents.ts';

const settingsOf = (file: string) => {
  try {
    return parseContent('markdown', readFileSync(file, 'utf8')).data;
  } catch {
    return undefined;
  }
};

/**
 * Pages among the changed files whose French side is missing or still the English word for
 * word, shown before publishing (content/README.md, French).
 */
export function frenchFlags(contentDir: string, changed: readonly string[]): ContentChanges['french'] {
  const pages = new Set(
    changed.map((path) => /^(?:fr\/)?pages\/([a-z0-9-]+)\.md$/.exec(path)?.[1]).filter((page) => page !== undefined),
  );
  const flags: ContentChanges['french'] = [];
  for (const page of [...pages].sort()) {
    const english = join(contentDir, 'pages', `${page}.md`);
    const french = join(contentDir, 'fr', 'pages', `${page}.md`);
    const path = `fr/pages/${page}.md`;
    if (!existsSync(english)) continue;
    if (!existsSync(french)) {
      flags.push({ path, problem: 'missing', fields: [] });
      continue;
    }
    const fields = untranslatedFields(settingsOf(english), settingsOf(french));
    if (fields.length) flags.push({ path, problem: 'untranslated', fields });
  }
  return flags;
}
