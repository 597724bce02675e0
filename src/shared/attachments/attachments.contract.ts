// An attachment as the API answers it, inside a chat message or a dispute, and the upload form.
import { z } from 'zod';
import { Timestamp, uuidParam } from '../common/common.contract.ts';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES } from './attachments.ts';

const MB = 1024 * 1024;

export const Attachment = z
  .object({
    id: z.uuid(),
    name: z.string().meta({ description: 'The file name as the sender chose it (a label only).' }),
    mimeType: z.enum(ATTACHMENT_TYPES as [string, ...string[]]),
    size: z.int().meta({ description: 'Bytes.' }),
    link: z.string().meta({ description: 'A signed link that opens the file without a bearer token, until linkExpiresAt.' }),
    linkExpiresAt: Timestamp,
  })
  .meta({
    id: 'Attachment',
    example: {
      id: '2c1d0e9f-8a7b-4c6d-9e5f-4a3b2c1d0e9f',
      name: 'SGS inspection report.pdf',
      mimeType: 'application/pdf',
      size: 482113,
      link: '/api/attachments/2c1d0e9f-8a7b-4c6d-9e5f-4a3b2c1d0e9f?expires=1795439365&signature=…',
      linkExpiresAt: '2026-11-23T10:30:00.000Z',
    },
  });
export type Attachment = z.infer<typeof Attachment>;

/** The multipart form of every attachment upload: one part, `file`. */
export const AttachmentUploadForm = z
  .object({
    file: z
      .file()
      .max(ATTACHMENT_MAX_BYTES)
      .mime([...ATTACHMENT_TYPES])
      .meta({
        description: `The file: ${ATTACHMENT_TYPES.join(', ')}, at most ${ATTACHMENT_MAX_BYTES / MB} MB (judged by content).`,
      }),
  })
  .meta({ description: 'One part: the file in `file`.' });

export const AttachmentParams = z.object({ attachmentId: uuidParam('Attachment') });

/** A fresh signed link to an attachment the caller may read. */
export const AttachmentLink = z.object({ link: z.string(), linkExpiresAt: Timestamp }).meta({
  example: {
    link: '/api/attachments/2c1d0e9f-8a7b-4c6d-9e5f-4a3b2c1d0e9f?expires=1795439365&signature=…',
    linkExpiresAt: '2026-11-23T10:30:00.000Z',
  },
});
