import { type Attachment } from '../../shared/attachments/attachments.contract.ts';
import { attachmentPath } from '../../shared/attachments/attachments.ts';
import type { ServiceContext } from './context.ts';
import { signedLink } from './private-files.ts';

/** What a message or dispute keeps of a file: enough to show it, not where it is stored. */
export interface AttachmentData {
  id: string;
  name: string;
  mimeType: string;
  size: number;
}

/** Where links are signed: the key and the clock of the request or process. */
export type LinkSigner = Pick<ServiceContext, 'files' | 'now'>;

/**
 * An attachment as one reader receives it, with a link signed now for that reader. Links are
 * never stored: each answer, live event and sync page mints its own, so none outlives its hour.
 */
export function toAttachment(data: AttachmentData, signer: LinkSigner): Attachment {
  const { link, expiresAt } = signedLink(signer.files, attachmentPath(data.id), signer.now());
  return {
    id: data.id,
    name: data.name,
    mimeType: data.mimeType as Attachment['mimeType'],
    size: data.size,
    link,
    linkExpiresAt: expiresAt,
  };
}
