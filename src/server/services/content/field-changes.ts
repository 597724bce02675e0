import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentFileKind } from '../../../shared/content/content.ts';
import { type ContentFieldChange, contentFieldChanges } from '../../../shared/content/content-names.ts';
import { ContentSyntaxError, parseContent } from './content-documents.ts';

/** A file's settings and text under them as one object, so the body is a field like the others; undefined when absent. */
function fieldsOf(dir: string, path: string): unknown {
  const file = join(dir, path);
  if (!existsSync(file)) return undefined;
  const text = readFileSync(file, 'utf8');
  try {
    const { data, body } = parseContent(contentFileKind(path), text);
    return body === null ? data : { ...(data as object), body };
  } catch (error) {
    // A file broken by hand is compared as its text: the change still shows.
    if (error instanceof ContentSyntaxError) return { text };
    throw error;
  }
}

/** What changed in one file between two content folders, field by field, in words. */
export const fileFieldChanges = (from: string, to: string, path: string): ContentFieldChange[] =>
  contentFieldChanges(fieldsOf(from, path), fieldsOf(to, path));
