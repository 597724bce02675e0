import { isDeepStrictEqual } from 'node:util';
import { VFile } from 'vfile';
import { matter } from 'vfile-matter';
import { type Document, isMap, isSeq, parseDocument } from 'yaml';
import type { ContentFileKind } from '../../../shared/content/content.ts';

/** A content file as the editor's form sees it: its settings (data) and, for markdown, its body. */
export interface ParsedContent {
  data: unknown;
  body: string | null;
}

export class ContentSyntaxError extends Error {}

/**
 * A markdown file cut into its settings (the YAML between the opening and closing `---`
 * lines) and its body, by vfile-matter: the closing `---` must stand on a line of its own, so
 * a value that contains ` --- ` stays in the settings. Null when the file has no settings.
 */
function splitFrontmatter(text: string): { yaml: string; body: string } | null {
  const file = new VFile(text);
  try {
    matter(file, { strip: true });
  } catch (error) {
    throw new ContentSyntaxError((error as Error).message);
  }
  const body = String(file.value);
  const block = text.slice(0, text.length - body.length);
  if (!block) return null;
  // The block the library cut off is `---` newline, the YAML, newline `---` (newline).
  const yaml = block.replace(/^---(?:\r?\n|\r)/, '').replace(/(?:\r?\n|\r)?---(?:\r?\n|\r)?$/, '');
  return { yaml, body };
}

function parseYaml(text: string): Document {
  const doc = parseDocument(text, { prettyErrors: true });
  if (doc.errors.length) throw new ContentSyntaxError(doc.errors[0]!.message);
  return doc;
}

export function parseContent(kind: ContentFileKind, text: string): ParsedContent {
  if (kind === 'json') {
    try {
      return { data: JSON.parse(text), body: null };
    } catch (error) {
      throw new ContentSyntaxError((error as Error).message);
    }
  }
  if (kind === 'yaml') return { data: parseYaml(text).toJS(), body: null };
  const parts = splitFrontmatter(text);
  if (!parts) throw new ContentSyntaxError('the file must start with its settings between two --- lines');
  return { data: parseYaml(parts.yaml).toJS() ?? {}, body: parts.body };
}

/**
 * The new text of a file whose data (and body) the editor changed: only the values that
 * changed are rewritten, so the file keeps its comments, order and quoting for a developer's
 * `git diff`.
 */
export function writeContent(kind: ContentFileKind, oldText: string, next: ParsedContent): string {
  if (kind === 'json') return `${JSON.stringify(next.data, null, 2)}\n`;
  if (kind === 'yaml') {
    const doc = parseYaml(oldText);
    applyChanges(doc, [], doc.toJS(), next.data);
    return doc.toString({ lineWidth: 0 });
  }
  const parts = splitFrontmatter(oldText);
  const doc = parseYaml(parts?.yaml ?? '');
  applyChanges(doc, [], doc.toJS() ?? {}, next.data);
  return `---\n${doc.toString({ lineWidth: 0 })}---\n${next.body ?? parts?.body ?? ''}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function applyChanges(doc: Document, path: (string | number)[], before: unknown, after: unknown): void {
  if (isDeepStrictEqual(before, after)) return;
  const node = path.length ? doc.getIn(path, true) : doc.contents;
  if (isRecord(before) && isRecord(after) && isMap(node)) {
    for (const key of Object.keys(before)) if (!(key in after)) doc.deleteIn([...path, key]);
    for (const [key, value] of Object.entries(after)) applyChanges(doc, [...path, key], before[key], value);
    return;
  }
  if (Array.isArray(before) && Array.isArray(after) && isSeq(node)) {
    // Entries kept in place are changed field by field; added ones appended, removed ones cut.
    const kept = Math.min(before.length, after.length);
    for (let index = 0; index < kept; index += 1) applyChanges(doc, [...path, index], before[index], after[index]);
    for (let index = before.length - 1; index >= kept; index -= 1) doc.deleteIn([...path, index]);
    for (const value of after.slice(kept)) node.add(doc.createNode(value, { aliasDuplicateObjects: false }));
    return;
  }
  const created = doc.createNode(after, { aliasDuplicateObjects: false });
  if (path.length) doc.setIn(path, created);
  else doc.contents = created as typeof doc.contents;
}
