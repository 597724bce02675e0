// The public site's content (content/ in the repository, or CONTENT_DIR): which files editors
// may change from the console, and the states of a publish. Plain rules, no zod.
import { BILINGUAL_PATHS, englishPath, localizedPath } from '../i18n/locales.ts';

export const CONTENT_VERSION_STATUSES = ['BUILDING', 'LIVE', 'FAILED', 'SUPERSEDED'] as const;
export type ContentVersionStatus = (typeof CONTENT_VERSION_STATUSES)[number];

/** The note of version 1, the content the site shipped with (recorded at the first start). */
export const SHIPPED_VERSION_MESSAGE = 'The site as shipped';

/**
 * Publishes a server process keeps waiting behind the build it is running (a build takes
 * ~17 s and ~0.9 GB, so builds run one at a time); one more is refused until the queue moves.
 */
export const PUBLISH_QUEUE_LIMIT = 2;

/** How a file is written: a markdown page (settings + body), a YAML list or map, or JSON. */
export type ContentFileKind = 'markdown' | 'yaml' | 'json';

/**
 * The files of the content folder editors may change (content/README.md). Anything else in
 * the folder (README.md) or outside it is refused, whatever the path says.
 */
const EDITABLE = [
  /^site\.json$/,
  /^(team|partners|press|testimonials|figures)\.yaml$/,
  /^(fr\/)?pages\/[a-z0-9-]+\.md$/,
  /^(fr\/)?commodities\/_?[a-z0-9-]+\.md$/,
  /^(fr\/)?academy\/_?[a-z0-9-]+\.md$/,
];

/** Whether a path (relative to the content folder, `/`-separated) names an editable file. */
export function isEditableContentPath(path: string): boolean {
  if (path.length > 200 || path.includes('\\') || path.split('/').some((part) => part === '..' || part === '.')) {
    return false;
  }
  return EDITABLE.some((pattern) => pattern.test(path));
}

export function contentFileKind(path: string): ContentFileKind {
  if (path.endsWith('.md')) return 'markdown';
  if (path.endsWith('.json')) return 'json';
  return 'yaml';
}

/** The public page a content file shows on (content/README.md), for "pages affected". */
export function pagesShowing(path: string): string[] {
  const page = /^(fr\/)?pages\/([a-z0-9-]+)\.md$/.exec(path);
  if (page) {
    const slug = page[2] === 'home' ? '' : `/${page[2]}`;
    return [page[1] ? `/fr${slug}` : slug || '/'];
  }
  const both = (route: string) => [route, route === '/' ? '/fr' : `/fr${route}`];
  if (path === 'site.json') return ['every page'];
  if (path === 'team.yaml') return both('/our-story');
  if (path === 'partners.yaml') return both('/');
  if (path === 'press.yaml') return both('/our-impact');
  if (path === 'testimonials.yaml') return [...both('/market-intelligence'), ...both('/our-impact')];
  if (path === 'figures.yaml') return [...both('/'), ...both('/what-we-do'), ...both('/our-impact')];
  if (path.startsWith('commodities/')) return both('/market-intelligence');
  if (path.startsWith('fr/commodities/')) return ['/fr/market-intelligence'];
  const article = /^(fr\/)?academy\/([a-z0-9-]+)\.md$/.exec(path);
  if (article) {
    const academy = article[1] ? '/fr/academy' : '/academy';
    return [`${academy}/${article[2]}`, academy];
  }
  return [];
}

/** docs/product/data.md: the home carousel shows exactly this many partner logos. */
export const PARTNER_COUNT = 11;

/** An Academy article's page in either language: /academy/{file name}, /fr/academy/{file name}. */
export const isAcademyArticlePath = (path: string) => /^\/academy\/[a-z0-9-]+$/.test(englishPath(path));

/** Pages of this site a content link may point to, besides the bilingual public pages. */
const OTHER_PAGES = ['/registration', '/login', '/forgotpassword'];

/** Whether a site path ("/our-story#team", "/fr/academy") names a page that exists. */
export function isKnownSitePath(path: string): boolean {
  const page = path.split(/[?#]/)[0]!.replace(/(.)\/$/, '$1');
  return (
    OTHER_PAGES.includes(page) ||
    isAcademyArticlePath(page) ||
    BILINGUAL_PATHS.some((english) => page === english || page === localizedPath(english, 'fr'))
  );
}

/** Settings that are addresses or names, the same in both languages by design. */
const SAME_IN_BOTH = new Set(['href', 'link', 'src', 'id', 'name', 'figures', 'countries', 'imgUrl', 'profile']);

/**
 * The fields of a French page still word for word its English twin (a sentence of at least
 * two words left untranslated), named as the form names them ("hero.text").
 */
export function untranslatedFields(english: unknown, french: unknown, prefix = ''): string[] {
  if (typeof english === 'string') {
    return english === french && /\s/.test(english.trim()) ? [prefix] : [];
  }
  if (Array.isArray(english)) {
    return english.flatMap((item, index) =>
      untranslatedFields(
        item,
        Array.isArray(french) ? french[index] : undefined,
        prefix ? `${prefix}.${index}` : String(index),
      ),
    );
  }
  if (typeof english === 'object' && english !== null) {
    const other = (typeof french === 'object' && french !== null ? french : {}) as Record<string, unknown>;
    return Object.entries(english).flatMap(([key, value]) =>
      SAME_IN_BOTH.has(key) ? [] : untranslatedFields(value, other[key], prefix ? `${prefix}.${key}` : key),
    );
  }
  return [];
}

/** Settings that hold a picture's address: the same picture in both languages by design. */
const PICTURE_KEYS = new Set(['src', 'imgUrl']);

/**
 * The pictures of two language versions of a page that differ, named as the form names them
 * ("hero.image.src"): a picture changed in one language and not yet in the other (issue 41).
 * A picture the other version lacks altogether is not reported: its layout may differ.
 */
export function differentPictures(one: unknown, other: unknown, prefix = ''): string[] {
  const at = (key: string | number) => (prefix ? `${prefix}.${key}` : String(key));
  if (Array.isArray(one) && Array.isArray(other)) {
    return one.flatMap((item, index) => (index < other.length ? differentPictures(item, other[index], at(index)) : []));
  }
  if (typeof one !== 'object' || one === null || typeof other !== 'object' || other === null) return [];
  const theirs = other as Record<string, unknown>;
  return Object.entries(one).flatMap(([key, value]) => {
    if (!(key in theirs)) return [];
    if (PICTURE_KEYS.has(key)) return typeof value === 'string' && value !== theirs[key] ? [at(key)] : [];
    return differentPictures(value, theirs[key], at(key));
  });
}
