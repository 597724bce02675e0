// public/favicon.ico from public/favicon.svg: `node scripts/art/favicon.ts`.
// Pages name the SVG icon, but browsers, feed readers and crawlers still ask for /favicon.ico
// on their own. An ICO file may hold PNG images (Windows Vista and every browser since), so
// this writes the 16, 32 and 48 px PNGs sharp renders behind the ICO directory.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const PUBLIC = fileURLToPath(new URL('../../public/', import.meta.url));
const SIZES = [16, 32, 48] as const;

const svg = readFileSync(`${PUBLIC}favicon.svg`);
const pngs = await Promise.all(
  SIZES.map((size) =>
    sharp(svg, { density: 72 * (size / 48) * 4 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer(),
  ),
);

// ICONDIR (6 bytes), one ICONDIRENTRY (16 bytes) per image, then the images.
const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // 1 = icon
header.writeUInt16LE(SIZES.length, 4);
let offset = 6 + 16 * SIZES.length;
const entries = SIZES.map((size, i) => {
  const entry = Buffer.alloc(16);
  entry.writeUInt8(size % 256, 0); // width (0 would mean 256)
  entry.writeUInt8(size % 256, 1); // height
  entry.writeUInt8(0, 2); // no palette
  entry.writeUInt8(0, 3); // reserved
  entry.writeUInt16LE(1, 4); // colour planes
  entry.writeUInt16LE(32, 6); // bits per pixel
  entry.writeUInt32LE(pngs[i]!.length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += pngs[i]!.length;
  return entry;
});
writeFileSync(`${PUBLIC}favicon.ico`, Buffer.concat([header, ...entries, ...pngs]));
console.log(`wrote public/favicon.ico (${offset} bytes, ${SIZES.join(', ')} px)`);
