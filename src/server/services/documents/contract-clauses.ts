// The clauses of the sales contract are content (content/contracts/sales-contract.md and its
// French twin), edited and published in the content studio. New contracts take the published
// text; a contract keeps the text it was issued with (stored with each version), so a later
// publish never changes a contract already issued.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locale } from '../../../shared/i18n/locales.ts';

/** Where the clauses are, relative to a content folder. */
export const clausesPath = (locale: Locale) =>
  locale === 'fr' ? 'fr/contracts/sales-contract.md' : 'contracts/sales-contract.md';

const REPOSITORY_CONTENT = fileURLToPath(new URL('../../../../content', import.meta.url));
let contentDir = REPOSITORY_CONTENT;

/** New contracts read the clauses of this (published) content folder from now on. */
export function readClausesFrom(dir: string) {
  contentDir = dir;
}

/** The clause text (markdown, front matter removed) of the published content, in `locale`. */
export function currentClauses(locale: Locale): string {
  let text: string;
  try {
    text = readFileSync(join(contentDir, clausesPath(locale)), 'utf8');
  } catch {
    // A published snapshot from before contracts existed has no clauses: the shipped ones apply.
    text = readFileSync(join(REPOSITORY_CONTENT, clausesPath(locale)), 'utf8');
  }
  return withoutFrontMatter(text);
}

const withoutFrontMatter = (text: string) => text.replace(/^---\n[\s\S]*?\n---\n/, '').trim();
