import { join } from 'node:path';
import type { z } from 'zod';
import { PARTNER_COUNT } from '../../../shared/content/content.ts';
import { contentMessageInWords } from '../../../shared/content/content-names.ts';
import type { Refusal } from '../../../shared/i18n/errors.ts';
import { contentSchemas } from '../../../shared/content/content-schemas.contract.ts';
import { SiteSchema } from '../../../shared/site/site.contract.ts';
import { REPOSITORY_ROOT } from './content-folder.ts';
import { publicImages } from './public-images.ts';

type Schemas = ReturnType<typeof contentSchemas>;

/** How a file is checked: the schema the build gives its collection (src/content.config.ts). */
type FileCheck =
  | { shape: 'entry'; schema: z.ZodType }
  | { shape: 'list'; schema: z.ZodType; exactly?: number }
  | { shape: 'groups'; schema: z.ZodType };

const PAGE_SCHEMAS: Record<string, keyof Schemas> = {
  home: 'home',
  'our-story': 'story',
  'what-we-do': 'whatWeDo',
  'our-impact': 'impact',
  'market-intelligence': 'intelligence',
  contact: 'contact',
  academy: 'simple',
};

function checkFor(path: string, schemas: Schemas): FileCheck | undefined {
  const page = /^(?:fr\/)?pages\/([a-z0-9-]+)\.md$/.exec(path)?.[1];
  if (page) return PAGE_SCHEMAS[page] ? { shape: 'entry', schema: schemas[PAGE_SCHEMAS[page]] } : undefined;
  if (/^(fr\/)?commodities\//.test(path)) return { shape: 'entry', schema: schemas.commodity };
  if (/^(fr\/)?academy\//.test(path)) return { shape: 'entry', schema: schemas.article };
  if (path === 'site.json') return { shape: 'entry', schema: SiteSchema };
  if (path === 'team.yaml') return { shape: 'list', schema: schemas.teamMember };
  if (path === 'partners.yaml') return { shape: 'list', schema: schemas.partner, exactly: PARTNER_COUNT };
  if (path === 'press.yaml') return { shape: 'list', schema: schemas.pressLogo };
  if (path === 'testimonials.yaml') return { shape: 'list', schema: schemas.testimonial };
  if (path === 'figures.yaml') return { shape: 'groups', schema: schemas.figureGroup };
  return undefined;
}

/** A zod issue path as the form names its field: "hero.text", "3.photo.alt". */
const fieldName = (path: readonly PropertyKey[]) => path.map(String).join('.');

/** The schema's issues, in an editor's words (the schema's own where its authors wrote them for editors). */
async function issues(schema: z.ZodType, value: unknown, prefix: (string | number)[]): Promise<Refusal[]> {
  const result = await schema.safeParseAsync(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    field: fieldName([...prefix, ...issue.path]),
    reason: { code: 'field_invalid', params: { message: contentMessageInWords(issue.message) } },
  }));
}

/**
 * What is wrong with a file's new data, field by field, by the same schemas the build uses:
 * refused where it is typed, never at publish time. Empty when the file is fine; a refusal of
 * the file as a whole has the field ''.
 */
export async function checkContent(contentDir: string, path: string, data: unknown): Promise<Refusal[]> {
  const schemas = contentSchemas(publicImages(join(contentDir, 'images'), join(REPOSITORY_ROOT, 'public')));
  const check = checkFor(path, schemas);
  if (!check) return [];
  if (check.shape === 'entry') return issues(check.schema, data, []);
  if (check.shape === 'groups') {
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      return [{ field: '', reason: 'content_groups_shape' }];
    }
    const found = await Promise.all(Object.entries(data).map(([id, group]) => issues(check.schema, group, [id])));
    return found.flat();
  }
  if (!Array.isArray(data)) return [{ field: '', reason: 'content_list_shape' }];
  const refusals: Refusal[] = [];
  if (check.exactly !== undefined && data.length !== check.exactly) {
    refusals.push({
      field: '',
      reason: { code: 'content_entries_count', params: { exactly: check.exactly, count: data.length } },
    });
  }
  // The build gives each entry its place in the list (content.config.ts); the file never holds it.
  const found = await Promise.all(
    data.map((entry: unknown, position) =>
      issues(check.schema, typeof entry === 'object' && entry ? { ...entry, position } : entry, [position]),
    ),
  );
  return [...refusals, ...found.flat()];
}
