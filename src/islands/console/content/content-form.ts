// Pure helpers of the Content editor's forms: a file's data is edited as it is (the server
// checks it with the build's own schemas), so the form follows the data's shape.

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** A field's name as the server names it in errors: "hero.text", "3.photo.alt". */
export const fieldName = (path: readonly (string | number)[]) => path.map(String).join('.');

/** "totalNumberOfProducts" -> "Total number of products"; "3" -> "Entry 4". */
export function labelOf(key: string | number): string {
  if (typeof key === 'number') return `Entry ${key + 1}`;
  if (key === 'fr') return 'French';
  if (key === 'cta') return 'Button';
  if (key === 'live') return 'Live statistic (marketplace.products...)';
  if (key === 'source') return 'Source: editorial (as written) or live';
  if (key === 'threshold') return 'Least live value shown (below it, the value as written)';
  if (key === 'show') return 'Figures shown (the first ones of the group)';
  if (key === 'href' || key === 'link') return 'Link (a page such as /our-story, or a site.json link name)';
  if (key === 'src' || key === 'imgUrl') return 'Image';
  if (key === 'alt') return 'Alt text (what the picture shows; empty only when decorative)';
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Long prose gets a text area. */
export const isLongText = (key: string | number, value: string) =>
  value.length > 70 || ['text', 'quote', 'intro', 'description'].includes(String(key));

/** The value at a path of the data. */
export function valueAt(data: Json, path: readonly (string | number)[]): Json | undefined {
  let node: Json | undefined = data;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, Json>)[key];
  }
  return node;
}

/** A copy of the data with one value replaced (undefined removes the key or entry). */
export function withValue(data: Json, path: readonly (string | number)[], value: Json | undefined): Json {
  if (path.length === 0) return value ?? null;
  const [key, ...rest] = path;
  if (Array.isArray(data)) {
    const copy = [...data];
    if (rest.length === 0 && value === undefined) copy.splice(Number(key), 1);
    else copy[Number(key)] = withValue(copy[Number(key)] ?? null, rest, value);
    return copy;
  }
  const copy: Record<string, Json> = { ...(data as Record<string, Json>) };
  if (rest.length === 0 && value === undefined) delete copy[String(key)];
  else copy[String(key)] = withValue(copy[String(key)] ?? null, rest, value);
  return copy;
}

/** A new entry for a list: the shape of the last one, its words emptied. */
export function blankLike(value: Json): Json {
  if (typeof value === 'string') return '';
  if (typeof value === 'number') return 0;
  if (typeof value === 'boolean') return false;
  if (Array.isArray(value)) return value.length ? [blankLike(value[0]!)] : [];
  if (value === null) return null;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, blankLike(item)]));
}

/** A list moved one place: an entry's position is its place on the page. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item!);
  return copy;
}

/** Readable groups of the file list. */
export function groupOf(path: string): 'Pages' | 'Academy' | 'Commodities' | 'Lists' | 'Company' {
  if (/^(fr\/)?pages\//.test(path)) return 'Pages';
  if (/^(fr\/)?academy\//.test(path)) return 'Academy';
  if (/^(fr\/)?commodities\//.test(path)) return 'Commodities';
  if (path === 'site.json') return 'Company';
  return 'Lists';
}

/** The French twin of an English page, article or commodity ("pages/home.md" -> "fr/pages/home.md"). */
export const frenchTwin = (path: string) => (/^(pages|commodities|academy)\//.test(path) ? `fr/${path}` : undefined);
