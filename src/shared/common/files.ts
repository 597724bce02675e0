// The files buyers and staff upload (payment proof, order documents): what the forms offer
// and the server accepts. The server judges a file by its content, not its name or label.

/** PDF and the image formats every browser shows, with the extension each is stored under. */
export const PDF_AND_IMAGES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
} as const satisfies Record<string, string>;
export type PdfOrImageType = keyof typeof PDF_AND_IMAGES;
export const PDF_AND_IMAGE_TYPES = Object.keys(PDF_AND_IMAGES) as PdfOrImageType[];
export const PDF_OR_IMAGE_MESSAGE = 'Upload a JPEG, PNG, WebP or PDF file.';

export const isPdfOrImage = (type: string): type is PdfOrImageType => Object.hasOwn(PDF_AND_IMAGES, type);

const MB = 1024 * 1024;

/** What is wrong with a chosen file before it is sent, or undefined; the server checks again. */
export function fileProblem(
  file: { size: number; type: string } | undefined,
  { maxBytes, missing }: { maxBytes: number; missing: string },
): string | undefined {
  if (!file) return missing;
  if (file.size === 0) return 'The file is empty.';
  if (file.size > maxBytes) return tooLargeMessage(maxBytes);
  if (file.type && !isPdfOrImage(file.type)) return PDF_OR_IMAGE_MESSAGE;
  return undefined;
}

export const tooLargeMessage = (maxBytes: number) => `The file is larger than ${Math.round(maxBytes / MB)} MB.`;

/** The extension a stored file of this type is named with. */
export const extensionOf = (type: string) => (isPdfOrImage(type) ? PDF_AND_IMAGES[type] : 'bin');
