// Content collections: everything editors change lives in the top-level content/ folder
// (see content/README.md). Schemas are in src/lib/content/schemas.ts; a broken entry fails
// the build with the collection, entry, file and field named.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { parse as parseYaml } from 'yaml';
import { contentSchemas } from './lib/content/schemas.ts';
import { publicImages } from './server/services/content/public-images.ts';

/** Editors' folder; CONTENT_DIR lets tests build from a copy. */
const CONTENT = process.env['CONTENT_DIR'] ?? './content';

/**
 * Images: public/'s, and the pictures editors uploaded into CONTENT_DIR/images (a publish
 * builds a snapshot of the text and names the live folder's images in CONTENT_IMAGES_DIR;
 * the console's check on save is the same).
 */
const schemas = contentSchemas(
  publicImages(
    process.env['CONTENT_IMAGES_DIR'] ?? join(CONTENT, 'images'),
    fileURLToPath(new URL('../public', import.meta.url)),
  ),
);

/**
 * A YAML list file (team, partners...). Each entry gets its `position` in the file, so pages
 * show entries in the editor's order; a syntax error is printed with its line before the
 * loader gives up on the file (the page then fails, naming the empty file).
 */
const yamlList = (path: string) =>
  file(path, {
    parser(text) {
      try {
        const data: unknown = parseYaml(text);
        if (!Array.isArray(data)) throw new Error('must be a list of entries, each starting with "- "');
        return data.map((entry: Record<string, unknown>, position) => ({ ...entry, position }));
      } catch (error) {
        console.error(`${path}: ${(error as Error).message}`);
        throw error;
      }
    },
  });

/**
 * One markdown page in both languages: content/pages/{name}.md and its French version
 * content/fr/pages/{name}.md (entry ids "pages/{name}" and "fr/pages/{name}"). Files starting
 * with _ are drafts and are not loaded.
 */
const page = (name: string) => glob({ pattern: `{pages,fr/pages}/${name}.md`, base: CONTENT });

export const collections = {
  homePage: defineCollection({ loader: page('home'), schema: schemas.home }),
  storyPage: defineCollection({ loader: page('our-story'), schema: schemas.story }),
  whatWeDoPage: defineCollection({ loader: page('what-we-do'), schema: schemas.whatWeDo }),
  impactPage: defineCollection({ loader: page('our-impact'), schema: schemas.impact }),
  intelligencePage: defineCollection({ loader: page('market-intelligence'), schema: schemas.intelligence }),
  contactPage: defineCollection({ loader: page('contact'), schema: schemas.contact }),
  academyPage: defineCollection({ loader: page('academy'), schema: schemas.simple }),
  commodities: defineCollection({
    // English files and their French twins (ids "ginger" and "fr/ginger").
    loader: glob({
      pattern: '{commodities,fr/commodities}/[^_]*.md',
      base: CONTENT,
      generateId: ({ entry }) =>
        entry
          .replace(/^commodities\//, '')
          .replace(/^fr\/commodities\//, 'fr/')
          .replace(/\.md$/, ''),
    }),
    schema: schemas.commodity,
  }),
  academy: defineCollection({
    // English articles and their French twins (ids "incoterms-2020" and "fr/incoterms-2020").
    loader: glob({
      pattern: '{academy,fr/academy}/[^_]*.md',
      base: CONTENT,
      generateId: ({ entry }) =>
        entry
          .replace(/^academy\//, '')
          .replace(/^fr\/academy\//, 'fr/')
          .replace(/\.md$/, ''),
    }),
    schema: schemas.article,
  }),
  team: defineCollection({ loader: yamlList(`${CONTENT}/team.yaml`), schema: schemas.teamMember }),
  partners: defineCollection({ loader: yamlList(`${CONTENT}/partners.yaml`), schema: schemas.partner }),
  press: defineCollection({ loader: yamlList(`${CONTENT}/press.yaml`), schema: schemas.pressLogo }),
  testimonials: defineCollection({ loader: yamlList(`${CONTENT}/testimonials.yaml`), schema: schemas.testimonial }),
  figures: defineCollection({ loader: file(`${CONTENT}/figures.yaml`), schema: schemas.figureGroup }),
};
