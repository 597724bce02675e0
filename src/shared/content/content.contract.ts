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

/** The address a preview build is served at for the console's frame (signed, for a few hours): its pages, pictures and scripts. */
const previewUrl = z.string().meta({
  description: 'Append a page path without its leading slash: `{url}fr/our-story`. Expires after a few hours.',
});

export const ContentPreview = z.object({ page: z.string(), html: z.string(), url: previewUrl }).meta({
  id: 'ContentPreview',
  example: {
    page: '/',
    html: '<!doctype html><html lang="en">...</html>',
    url: '/content-preview/a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d/1795439365/x8Qm.../',
  },
});
export type ContentPreview = z.infer<typeof ContentPreview>;

export const DRAFT_PREVIEW_STATUSES = ['BUILDING', 'READY', 'FAILED'] as const;

/** POST /staff/content/previews, GET /staff/content/previews/{id}: the saved content built before publishing. */
export const DraftPreview = z
  .object({
    id: z.string(),
    status: z.enum(DRAFT_PREVIEW_STATUSES),
    /** The build's complaint (file and field) when it FAILED. */
    error: z.string().nullable(),
    url: previewUrl.nullable(),
  })
  .meta({
    id: 'DraftPreview',
    example: {
      id: '9f86d081884c7d659a2feaa0c55ad015',
      status: 'READY',
      error: null,
      url: '/content-preview/9f86d081884c7d659a2feaa0c55ad015/1795439365/x8Qm.../',
    },
  });
export type DraftPreview = z.infer<typeof DraftPreview>;

export const DraftPreviewParams = z.object({ id: z.string().max(64) });
