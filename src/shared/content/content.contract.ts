// The console's content API (docs/product/console.md, content;
// docs/decisions/0007-content-studio-without-keystatic.md): publish, versions, rollback, and the files editors change.
import { z } from 'zod';
import { paged, PageQuery } from '../common/envelope.ts';
import { CONTENT_VERSION_STATUSES } from './content.ts';

export const ContentVersionStatus = z.enum(CONTENT_VERSION_STATUSES);

export const PublishBody = z
  .object({
    message: z.string().trim().max(200, 'Keep the note under 200 characters.').optional(),
  })
  .meta({ id: 'PublishBody', example: { message: 'New hero text for the harvest season' } });
export type PublishBody = z.infer<typeof PublishBody>;

export const PublishAnswer = z
  .object({ id: z.uuid(), status: ContentVersionStatus })
  .meta({ id: 'PublishAnswer', example: { id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', status: 'BUILDING' } });
export type PublishAnswer = z.infer<typeof PublishAnswer>;

export const ContentVersion = z
  .object({
    id: z.uuid(),
    status: ContentVersionStatus,
    actorName: z.string().nullable(),
    createdAt: z.string(),
    liveAt: z.string().nullable(),
    files: z.array(z.string()),
    message: z.string(),
    error: z.string().nullable().meta({ description: 'The file and field a failed build complained about.' }),
    rollbackOf: z.uuid().nullable(),
  })
  .meta({
    id: 'ContentVersion',
    example: {
      id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
      status: 'LIVE',
      actorName: 'Esi Editor',
      createdAt: '2026-11-26T20:00:00.000Z',
      liveAt: '2026-11-26T20:00:19.000Z',
      files: ['pages/home.md', 'fr/pages/home.md'],
      message: 'New hero text',
      error: null,
      rollbackOf: null,
    },
  });
export type ContentVersion = z.infer<typeof ContentVersion>;

export const ContentVersionsPage = paged(ContentVersion);
export type ContentVersionsPage = z.infer<typeof ContentVersionsPage>;

export const ContentVersionsQuery = PageQuery;

export const ContentVersionParams = z.object({ id: z.uuid({ error: 'No such version.' }) });

/** One version with its diff, for the preview before a rollback. */
export const ContentVersionDetail = ContentVersion.extend({ diff: z.string() }).meta({
  id: 'ContentVersionDetail',
  example: {
    id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
    status: 'LIVE',
    actorName: 'Esi Editor',
    createdAt: '2026-11-26T20:00:00.000Z',
    liveAt: '2026-11-26T20:00:19.000Z',
    files: ['pages/home.md'],
    message: 'New hero text',
    error: null,
    rollbackOf: null,
    diff: '--- a/pages/home.md\n+++ b/pages/home.md\n@@ -9,1 +9,1 @@\n-  text: We connect farmers\n+  text: We connect growers\n',
  },
});
export type ContentVersionDetail = z.infer<typeof ContentVersionDetail>;

/** GET /staff/content/versions/{id}/preview?page=/our-story: one page of a version's build. */
export const ContentPreviewQuery = z.object({
  page: z.string().max(100).default('/').meta({ description: 'A public page: /, /our-story, /fr/our-story...' }),
});

export const ContentPreview = z
  .object({ page: z.string(), html: z.string() })
  .meta({ id: 'ContentPreview', example: { page: '/', html: '<!doctype html><html lang="en">...</html>' } });
export type ContentPreview = z.infer<typeof ContentPreview>;
