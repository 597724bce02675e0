// The files buyers and staff upload (payment proof, order documents): what the forms offer
// and the server accepts. The server judges a file by its content, not its name or label.
import type { Reason } from '../i18n/errors.ts';

/** PDF and the image formats every browser shows, with the extension each is stored under. */
export const PDF_AND_IMAGES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
} as const satisfies Record<string, string>;
export type PdfOrImageType = keyof typeof PDF_AND_IMAGES;
export const PDF_AND_IMAGE_TYPES = Object.keys(PDF_AND_IMAGES) as PdfOrImageType[];

export const isPdfOrImage = (type: string): type is PdfOrImageType => Object.hasOwn(PDF_AND_IMAGES, type);

const MB = 1024 * 1024;

/** What is wrong with a chosen file before it is sent, or undefined; the server checks again. */
export function fileProblem(
  file: { size: number; type: string } | undefined,
  { maxBytes, missing }: { maxBytes: number; missing: Reason },
): Reason | undefined {
  if (!file) return missing;
  if (file.size === 0) return 'file_empty';
  if (file.size > maxBytes) return fileTooLarge(maxBytes);
  if (file.type && !isPdfOrImage(file.type)) return 'file_type_refused';
  return undefined;
}

/** A file over `maxBytes`, said in whole megabytes. */
export const fileTooLarge = (maxBytes: number): Reason => ({
  code: 'file_larger_than',
  params: { megabytes: Math.round(maxBytes / MB) },
});

/** A picture over `maxBytes`, said in whole megabytes. */
export const pictureTooLarge = (maxBytes: number): Reason => ({
  code: 'picture_larger_than',
  params: { megabytes: Math.round(maxBytes / MB) },
});

/** The extension a stored file of this type is named with. */
export const extensionOf = (type: string) => (isPdfOrImage(type) ? PDF_AND_IMAGES[type] : 'bin');
