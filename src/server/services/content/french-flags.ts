import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentChanges } from '../../../shared/content/content-files.contract.ts';
import { differentPictures, untranslatedFields } from '../../../shared/content/content.ts';
import { parseContent } from './content-documents.ts';

const settingsOf = (file: string) => {
  try {
    return parseContent('markdown', readFileSync(file, 'utf8')).data;
  } catch {
    return undefined;
  }
};

/** A page, commodity or article with an English and a French file: "pages/home.md". */
const TWINNED = /^(?:fr\/)?((?:pages|commodities|academy)\/[\w-]+\.md)$/;

/**
 * Among the changed files, the language versions left behind, shown before publishing
 * (content/README.md, French): a French page missing or still the English word for word, and
 * a picture changed in one language but not in the other (the other language's file is flagged).
 */
export function frenchFlags(contentDir: string, changed: readonly string[]): ContentChanges['french'] {
  const twins = new Set(changed.map((path) => TWINNED.exec(path)?.[1]).filter((path) => path !== undefined));
  const edited = new Set(changed);
  const flags: ContentChanges['french'] = [];
  for (const englishPath of [...twins].sort()) {
    const english = join(contentDir, englishPath);
    const frenchPath = `fr/${englishPath}`;
    const french = join(contentDir, frenchPath);
    if (!existsSync(english)) continue;
    if (!existsSync(french)) {
      // Commodities and articles may be English only (the French page shows the English).
      if (englishPath.startsWith('pages/')) flags.push({ path: frenchPath, problem: 'missing', fields: [] });
      continue;
    }
    const [englishData, frenchData] = [settingsOf(english), settingsOf(french)];
    if (englishPath.startsWith('pages/')) {
      const fields = untranslatedFields(englishData, frenchData);
      if (fields.length) flags.push({ path: frenchPath, problem: 'untranslated', fields });
    }
    const pictures = differentPictures(englishData, frenchData);
    if (pictures.length) {
      // The side not edited is the one left behind; both edited, the French follows the English.
      const behind = edited.has(englishPath) ? frenchPath : englishPath;
      flags.push({ path: behind, problem: 'picture', fields: pictures });
    }
  }
  return flags;
}
