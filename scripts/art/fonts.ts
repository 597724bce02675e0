// The brand fonts for pictures with text. Fontsource ships WOFF, which the font stack
// inside sharp cannot read, so the WOFF is unpacked into a plain TrueType file first.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';

/** WOFF 1.0 to SFNT: the same tables, decompressed, behind an OpenType table directory. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compressed < length ? inflateSync(raw) : Buffer.from(raw),
    };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + count * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    table.tag.copy(header, at);
    header.writeUInt32BE(table.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(table.data.length, at + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
}

const require = createRequire(import.meta.url);
let folder: string | undefined;

/** A TrueType copy of a Fontsource font, e.g. fontFile('poppins', 700). */
export function fontFile(family: 'poppins' | 'mulish', weight: number): string {
  const woff = require.resolve(`@fontsource/${family}/files/${family}-latin-${weight}-normal.woff`);
  if (!folder) {
    const created = mkdtempSync(join(tmpdir(), 'art-fonts-'));
    process.once('exit', () => rmSync(created, { recursive: true, force: true }));
    folder = created;
  }
  const file = join(folder, `${family}-${weight}.ttf`);
  writeFileSync(file, woffToSfnt(readFileSync(woff)));
  return file;
}
