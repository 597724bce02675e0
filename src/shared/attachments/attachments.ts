// Files a buyer or an agent attaches to a chat message or a dispute (an inspection report, a
// specification sheet): the types and size the forms offer and the server accepts. The
// server judges a file by its bytes, as it does payment proofs and order documents.
import { isPdfOrImage, PDF_AND_IMAGE_TYPES, type PdfOrImageType } from '../common/files.ts';
import type { Reason } from '../i18n/errors.ts';

/** PDF, JPEG, PNG and WebP, as every browser can show them. */
export const ATTACHMENT_TYPES: readonly PdfOrImageType[] = PDF_AND_IMAGE_TYPES;

/** 10 MB: a scanned inspection report or a photo from a phone fits. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/** Files one dispute or one dispute reply may carry. */
export const DISPUTE_ATTACHMENTS_MAX = 5;

/** What a file input offers (the server still reads the bytes). */
export const ATTACHMENT_ACCEPT = ATTACHMENT_TYPES.join(',');

/** The path of an attachment's signed link, opened without a bearer token. */
export const attachmentPath = (attachmentId: string) => `/api/attachments/${attachmentId}`;

/** A size as people read it: "820 KB", "2.4 MB"; in French "820 Ko", "2,4 Mo". */
export function fileSizeLabel(bytes: number, locale: 'en' | 'fr' = 'en'): string {
  const [kb, mb] = locale === 'fr' ? ['Ko', 'Mo'] : ['KB', 'MB'];
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))}\u00a0${kb}`;
  const size = (bytes / (1024 * 1024)).toFixed(1);
  return `${locale === 'fr' ? size.replace('.', ',') : size}\u00a0${mb}`;
}

/** Why a file over ATTACHMENT_MAX_BYTES is refused (it names the limit). */
export const ATTACHMENT_TOO_LARGE: Reason = {
  code: 'attachment_too_large',
  params: { megabytes: ATTACHMENT_MAX_BYTES / (1024 * 1024) },
};

/** What is wrong with a chosen file before it is sent, or undefined; the server checks again. */
export function attachmentProblem(file: { size: number; type: string }): Reason | undefined {
  if (file.size === 0) return 'file_empty';
  if (file.size > ATTACHMENT_MAX_BYTES) return ATTACHMENT_TOO_LARGE;
  if (file.type && !isPdfOrImage(file.type)) return 'file_type_refused';
  return undefined;
}
