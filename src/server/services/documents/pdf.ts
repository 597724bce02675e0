// The one PDF renderer of the house's documents (sales contracts now; the invoice and the
// pro-forma can move onto it): pdfkit, with the brand fonts embedded (Poppins for headings,
// Mulish for text, from @fontsource). The WOFF files are used, not WOFF2: fontkit's subsetter
// breaks on WOFF2 composite glyphs (accented letters such as é), WOFF reads the same outlines.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
const fontFile = (family: 'poppins' | 'mulish', weight: 400 | 600 | 700) =>
  require.resolve(`@fontsource/${family}/files/${family}-latin-${weight}-normal.woff`);

export const BRAND_FONTS = {
  heading: fontFile('poppins', 600),
  text: fontFile('mulish', 400),
  strong: fontFile('mulish', 700),
} as const;
type FontName = keyof typeof BRAND_FONTS;

/** The fonts' bytes, read once per process: every document embeds the same three. */
let fonts: [FontName, Buffer][] | undefined;
const fontBytes = () =>
  (fonts ??= Object.entries(BRAND_FONTS).map(([name, file]) => [name as FontName, readFileSync(file)]));

const BRAND_GREEN = '#1f6f43';
const TEXT = '#1d2521';
const MUTED = '#5b665f';

/** One block of a document, drawn top to bottom. */
export type Block =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'fields'; rows: readonly (readonly [label: string, value: string])[] }
  | { kind: 'note'; text: string };

export interface PdfDocumentSpec {
  /** Document info (title, subject) and the fixed creation date, so the bytes depend only on the input. */
  title: string;
  subject: string;
  createdAt: Date;
  /** Printed at the foot of every page, e.g. the document number and version. */
  footer: string;
  blocks: readonly Block[];
}

/** Renders the document to a PDF buffer (A4). */
export function renderPdf(spec: PdfDocumentSpec): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 64, left: 56, right: 56 },
    bufferPages: true,
    info: { Title: spec.title, Subject: spec.subject, Producer: 'AfriTrade Hub', CreationDate: spec.createdAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const [name, bytes] of fontBytes()) doc.registerFont(name, bytes);
  const font = (name: FontName, size: number, color = TEXT) => doc.font(name).fontSize(size).fillColor(color);

  for (const block of spec.blocks) {
    switch (block.kind) {
      case 'title':
        font('heading', 18, BRAND_GREEN).text(block.text);
        doc.moveDown(0.5);
        break;
      case 'heading':
        doc.moveDown(0.4);
        font('heading', 11.5, BRAND_GREEN).text(block.text);
        doc.moveDown(0.2);
        break;
      case 'paragraph':
        font('text', 10).text(block.text, { align: 'justify' });
        doc.moveDown(0.3);
        break;
      case 'note':
        font('text', 8.5, MUTED).text(block.text);
        doc.moveDown(0.3);
        break;
      case 'fields':
        for (const [label, value] of block.rows) {
          font('strong', 10).text(`${label}: `, { continued: true });
          font('text', 10).text(value);
        }
        doc.moveDown(0.4);
        break;
    }
  }

  // The footer on every page, written once the page count is known.
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    font('text', 8, MUTED).text(
      `${spec.footer} · ${index + 1}/${range.count}`,
      doc.page.margins.left,
      doc.page.height - bottom + 24,
      { width: doc.page.width - doc.page.margins.left - doc.page.margins.right, align: 'center', lineBreak: false },
    );
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return finished;
}
