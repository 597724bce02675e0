// Content files and their fields as editors think of them (issue 41): "Home page", "Team",
// "Hero › Text", not "pages/home.md" and "hero.text". The paths stay the API's identity; these
// are only what people read (the studio's file list, its review before publishing, the audit trail).

/** The lists and the company file, by their file name. */
const LIST_TITLES: Record<string, string> = {
  'site.json': 'Company details (every page)',
  'team.yaml': 'Team',
  'partners.yaml': 'Partners',
  'press.yaml': 'Press logos',
  'testimonials.yaml': 'Testimonials',
  'figures.yaml': 'Key figures',
};

/** The pages, by their file name under pages/. */
const PAGE_TITLES: Record<string, string> = {
  home: 'Home page',
  'our-story': 'Our story page',
  'what-we-do': 'What we do page',
  'our-impact': 'Our impact page',
  'market-intelligence': 'Market intelligence page',
  contact: 'Contact page',
  academy: 'Academy page',
};

/** "incoterms-2020-for-commodity-buyers" -> "Incoterms 2020 for commodity buyers". */
const sentence = (slug: string) => {
  const words = slug.replace(/^_/, '').replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * A content file's name for people: "Home page", "Team", "Commodity: Cashew nuts",
 * "Academy article: Incoterms 2020 for commodity buyers", with "(French)" for a French page.
 * A commodity or article is named by its own title or name when the caller has it (`entry`),
 * else by its file name. A path this does not know keeps its path, so nothing is ever unnamed.
 */
export function contentFileTitle(path: string, entry?: string): string {
  if (LIST_TITLES[path]) return LIST_TITLES[path];
  const match = /^(fr\/)?(pages|commodities|academy)\/([\w-]+)\.md$/.exec(path);
  if (!match) return path;
  const [, french, folder, slug] = match as unknown as [string, string | undefined, string, string];
  const name =
    folder === 'pages'
      ? (PAGE_TITLES[slug] ?? `${sentence(slug)} page`)
      : folder === 'commodities'
        ? `Commodity: ${entry || sentence(slug)}`
        : `Academy article: ${entry || sentence(slug)}`;
  return french ? `${name} (French)` : name;
}

/** Setting names that mean something else to an editor than their key says. */
const KEY_LABELS: Record<string, string> = {
  src: 'Picture',
  imgUrl: 'Picture',
  alt: 'Picture description',
  href: 'Link',
  link: 'Link',
  cta: 'Button',
  fr: 'French',
  body: 'Text under the settings',
};

/** One step of a field's name: "heroImage" -> "Hero image", 3 (or "3") -> "Entry 4". */
export function contentKeyLabel(key: string | number): string {
  if (typeof key === 'number' || /^\d+$/.test(key)) return `Entry ${Number(key) + 1}`;
  if (KEY_LABELS[key]) return KEY_LABELS[key];
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A field as the server names it ("hero.image.src", "3.photo.alt") in words: "Hero › Image › Picture". */
export const contentFieldLabel = (field: string): string =>
  field === '' || field === 'file' ? 'The file as a whole' : field.split('.').map(contentKeyLabel).join(' › ');

/** One field a change touched, with its value before and after in words ('' when it was not there). */
export interface ContentFieldChange {
  /** As the server and the form name it: "hero.text". */
  field: string;
  /** As editors read it: "Hero › Text". */
  label: string;
  before: string;
  after: string;
}

/** A value as an editor reads it: words as they are, yes/no, a list or an entry as its words. */
export function readableContentValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(readableContentValue).filter(Boolean).join('; ');
  return Object.entries(value as Record<string, unknown>)
    .map(([key, item]) => {
      const words = readableContentValue(item);
      return words ? `${contentKeyLabel(key)}: ${words}` : '';
    })
    .filter(Boolean)
    .join(', ');
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Parsed YAML/JSON compared by content (the order of an object's keys does not matter). */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameData(item, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && sameData(a[key], b[key]));
  }
  return false;
}

/**
 * What a save changed, field by field (issue 41: "before/after per field, not YAML"): the
 * smallest fields that differ, each with its label and both values in words. An entry added to
 * or removed from a list is one change (the whole entry on one side); a list's entries are
 * compared by place, as the page shows them.
 */
export function contentFieldChanges(
  before: unknown,
  after: unknown,
  prefix: (string | number)[] = [],
): ContentFieldChange[] {
  if (sameData(before, after)) return [];
  const step = (key: string | number, a: unknown, b: unknown) => contentFieldChanges(a, b, [...prefix, key]);
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => step(key, before[key], after[key]));
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const length = Math.max(before.length, after.length);
    return Array.from({ length }, (_, index) => step(index, before[index], after[index])).flat();
  }
  const field = prefix.map(String).join('.');
  return [
    {
      field,
      label: contentFieldLabel(field),
      before: readableContentValue(before),
      after: readableContentValue(after),
    },
  ];
}

/** Zod's own messages (the schemas' authors wrote theirs for editors) and what they mean to an editor. */
const TECHNICAL_MESSAGES: [RegExp, (match: RegExpExecArray) => string][] = [
  [/^Invalid input: expected \w+, received (undefined|null)$/, () => 'this is required: fill it in'],
  [
    /^Invalid input: expected (string|number|boolean|array|object), received \w+$/,
    (m) => `this must be ${KINDS[m[1]!]}`,
  ],
  [/^Unrecognized keys?: (.+)$/, (m) => `the setting ${m[1]} is not one this page uses: remove it, or ask a developer`],
  [/^Too small: expected string to have >=1 characters?$/, () => 'this must not be empty'],
  [/^Too small: expected string to have >=(\d+) characters$/, (m) => `write at least ${m[1]} characters`],
  [/^Too big: expected string to have <=(\d+) characters$/, (m) => `keep this under ${Number(m[1]) + 1} characters`],
  [
    /^Too small: expected array to have >=(\d+) items?$/,
    (m) => `add at least ${m[1]} ${m[1] === '1' ? 'entry' : 'entries'}`,
  ],
  [/^Too big: expected array to have <=(\d+) items?$/, (m) => `keep at most ${m[1]} entries`],
  [/^Too small: expected number to be >=(-?[\d.]+)$/, (m) => `this must be ${m[1]} or more`],
  [/^Too big: expected number to be <=(-?[\d.]+)$/, (m) => `this must be ${m[1]} or less`],
  [/^Invalid option: expected one of (.+)$/, (m) => `choose one of ${m[1]!.replace(/\|/g, ', ')}`],
  [/^Invalid input$/, () => 'this value is not one the page can show'],
];

const KINDS: Record<string, string> = {
  string: 'words',
  number: 'a number',
  boolean: 'yes or no',
  array: 'a list',
  object: 'a group of settings',
};

/**
 * A refusal of the build's schemas in an editor's words (issue 41): Zod's generic messages
 * ("Invalid input: expected string, received undefined") become what to do; the messages the
 * schemas' authors wrote for editors are kept as written.
 */
export function contentMessageInWords(message: string): string {
  for (const [pattern, words] of TECHNICAL_MESSAGES) {
    const match = pattern.exec(message);
    if (match) return words(match);
  }
  return message;
}

/**
 * A content publish's audit entry in words (issue 41), from what it recorded (`after`: files,
 * message, rollbackOf, rollbackTo): "Files: Home page, Team", "Note: “Harvest hero”",
 * "Back to the version of 29 Nov 2026, 14:03" (dates written by `when`, the reader's format).
 */
export function contentAuditLines(after: Record<string, unknown> | null, when: (iso: string) => string): string[] {
  if (!after) return [];
  const lines: string[] = [];
  const files = Array.isArray(after['files']) ? after['files'].filter((file) => typeof file === 'string') : [];
  lines.push(files.length ? `Files: ${files.map((path) => contentFileTitle(path)).join(', ')}` : 'No file changed');
  if (after['rollbackOf']) {
    const to = after['rollbackTo'];
    lines.push(typeof to === 'string' ? `Back to the version of ${when(to)}` : 'Back to an earlier version');
  } else if (typeof after['message'] === 'string' && after['message']) {
    lines.push(`Note: “${after['message']}”`);
  }
  return lines;
}
