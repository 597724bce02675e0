// The files editors change from the console's Content screen (docs/product/console.md):
// listed, read as form data, saved with the revision the editor opened.
import { z } from 'zod';

export const ContentFileKind = z.enum(['markdown', 'yaml', 'json']);

export const ContentFileSummary = z
  .object({
    path: z.string(),
    title: z
      .string()
      .meta({
        description: 'The file as editors call it: "Home page", "Academy article: TT, LC or cash against documents?".',
      }),
    kind: ContentFileKind,
    pages: z.array(z.string()).meta({ description: 'The public pages this file shows on.' }),
    changed: z.boolean().meta({ description: 'Saved since the live version: the next publish carries it.' }),
  })
  .meta({
    id: 'ContentFileSummary',
    example: { path: 'pages/home.md', title: 'Home page', kind: 'markdown', pages: ['/'], changed: true },
  });
export type ContentFileSummary = z.infer<typeof ContentFileSummary>;

export const ContentFile = z
  .object({
    path: z.string(),
    kind: ContentFileKind,
    revision: z.string().meta({ description: 'Send it back when saving: a save over a newer one is refused (409).' }),
    data: z.unknown().meta({ description: 'The settings (markdown), the list or the object of the file.' }),
    body: z.string().nullable().meta({ description: 'The markdown text under the settings; null for YAML and JSON.' }),
    text: z.string().meta({ description: 'The file as written.' }),
    syntaxError: z.string().nullable(),
  })
  .meta({
    id: 'ContentFile',
    example: {
      path: 'pages/contact.md',
      kind: 'markdown',
      revision: '3f2a9c81d07e4b6a5c21',
      data: { title: 'Contact us', description: 'Write to us.', heading: 'Contact', text: 'We answer within a day.' },
      body: '',
      text: '---\ntitle: Contact us\n---\n',
      syntaxError: null,
    },
  });
export type ContentFile = z.infer<typeof ContentFile>;

export const SaveContentFile = z
  .object({
    revision: z.string({ error: 'revision is required: the one the file had when you opened it' }).min(1).max(64),
    data: z.unknown(),
    body: z.string().max(100_000, 'Keep the text under 100,000 characters.').optional(),
  })
  .meta({
    id: 'SaveContentFile',
    example: { revision: '3f2a9c81d07e4b6a5c21', data: { title: 'Contact us' }, body: '' },
  });
export type SaveContentFile = z.infer<typeof SaveContentFile>;

/** A path under the content folder, as the wildcard of /staff/content/files/*. */
export const ContentFileParams = z.object({ '*': z.string().min(1).max(200) });

/**
 * A language version left behind: a French page missing, or with settings still word for word
 * the English; or a picture changed in one language and not in the other (`path` is the file to change).
 */
export const FrenchFlag = z.object({
  path: z.string(),
  problem: z.enum(['missing', 'untranslated', 'picture']),
  fields: z.array(z.string()),
});

/** One field a change touched, in words (shared/content/content-names.ts). */
export const ContentFieldChange = z.object({
  field: z.string(),
  label: z.string(),
  before: z.string(),
  after: z.string(),
});

export const ContentChanges = z
  .object({
    files: z.array(
      z.object({
        path: z.string(),
        title: z.string().meta({ description: 'The file as editors call it: "Home page", "Team".' }),
        pages: z.array(z.string()),
        fields: z.array(ContentFieldChange).meta({ description: 'What changed, field by field, before and after.' }),
      }),
    ),
    diff: z.string().meta({ description: 'The same changes as a unified diff of the files, for developers.' }),
    french: z.array(FrenchFlag),
  })
  .meta({
    id: 'ContentChanges',
    example: {
      files: [
        {
          path: 'pages/home.md',
          title: 'Home page',
          pages: ['/'],
          fields: [
            { field: 'hero.text', label: 'Hero › Text', before: 'We connect farmers', after: 'We connect growers' },
          ],
        },
      ],
      diff: '--- a/pages/home.md\n+++ b/pages/home.md\n',
      french: [{ path: 'fr/pages/home.md', problem: 'untranslated', fields: ['hero.text'] }],
    },
  });
export type ContentChanges = z.infer<typeof ContentChanges>;

/** Pictures editors may upload: raster only (an SVG can carry scripts). */
export const CONTENT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/avif'] as const;
export const CONTENT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export const ContentImageUploadForm = z
  .object({
    file: z
      .file()
      .max(CONTENT_IMAGE_MAX_BYTES)
      .mime([...CONTENT_IMAGE_TYPES])
      .meta({ description: 'PNG, JPEG, WebP or AVIF, at most 10 MB (judged by content; never SVG).' }),
    alt: z.string().max(300).optional().meta({ description: 'What the picture shows; required unless decorative.' }),
    decorative: z.enum(['true', 'false']).optional(),
  })
  .meta({ description: 'The picture in `file`, its alt text in `alt`, `decorative=true` for decoration only.' });

/** An editor's picture as the console shows it (its thumbnail), published or not. */
export const UploadedImageParams = z.object({
  name: z.string().max(100).meta({ description: "The file name in the picture's src: cashew-harvest-3f2a9c81d0.webp" }),
});
export const UploadedImageQuery = z.object({
  width: z.coerce
    .number()
    .int()
    .min(1)
    .max(4000)
    .optional()
    .meta({ description: 'The width it is shown at: the narrowest copy at least this wide is sent.' }),
});

export const UploadedImage = z.object({ src: z.string(), alt: z.string(), width: z.int(), height: z.int() }).meta({
  id: 'UploadedImage',
  example: {
    src: '/images/uploads/cashew-harvest-3f2a9c81d0.webp',
    alt: 'Cashew nuts drying',
    width: 1600,
    height: 1067,
  },
});
export type UploadedImage = z.infer<typeof UploadedImage>;
