// Draws the demo catalogue's product pictures: `npm run art:products`.
//
// Each picture is an SVG scene built procedurally (scenes/), seeded by its file name so the
// output is the same on every run, rendered with sharp to WebP at 800x600 (< 60 KB), a
// 680x510 copy named "-680" (< 30 KB, the details page on phones) and a 400x300 copy named
// "-400" (< 20 KB) in public/images/products/, and each again as AVIF (.avif, < 28, 14 and
// 9 KB): the 680 px AVIF, the largest paint of a phone's product page and Buy Commodities,
// fits in the first round trip of a new connection (about 14 KB) on 3G.
//
// Options: --only slug[,slug]   draw only these products
//          --format webp|avif   write only this format's files
//          --preview DIR        also write PNG previews to DIR for review
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CATALOGUE } from '../../src/server/db/seed/catalogue.ts';
import { avifSrcSet, imageSrcSet } from '../../src/shared/products/products.ts';
import { PLANS } from './plans.ts';
import { createRandom } from './random.ts';
import { type Encoded, encodeWithin, type Format, rasterise, toPng } from './render.ts';
import { drawScene } from './scenes/index.ts';
import { Defs, document } from './svg.ts';

const PUBLIC = fileURLToPath(new URL('../../public', import.meta.url));
const OUT = join(PUBLIC, 'images/products');
/** Each size of a picture (its srcset width) and the most bytes it may weigh. */
const SIZES = [
  { width: 800, height: 600, budget: { webp: 60 * 1024, avif: 28 * 1024 } },
  { width: 680, height: 510, budget: { webp: 30 * 1024, avif: 14 * 1024 } },
  { width: 400, height: 300, budget: { webp: 20 * 1024, avif: 9 * 1024 } },
];
/** The file of each width in a srcset, as the site asks for it (shared/products/products.ts). */
const filesOfSrcSet = (srcset: string): Map<number, string> =>
  new Map(
    srcset.split(', ').map((candidate) => {
      const [file = '', width = ''] = candidate.split(' ');
      return [Number.parseInt(width, 10), file];
    }),
  );
const filesOf = (src: string): Record<Format, Map<number, string>> => ({
  webp: filesOfSrcSet(imageSrcSet(src)),
  avif: filesOfSrcSet(avifSrcSet(src) ?? ''),
});

const { values } = parseArgs({
  options: { only: { type: 'string' }, format: { type: 'string' }, preview: { type: 'string' } },
});
const only = values.only?.split(',').map((slug) => slug.trim());
const ALL_FORMATS: readonly Format[] = ['webp', 'avif'];
const FORMATS = values.format ? ALL_FORMATS.filter((format) => format === values.format) : ALL_FORMATS;
if (FORMATS.length === 0) throw new Error(`--format is one of ${ALL_FORMATS.join(', ')}`);

interface Job {
  slug: string;
  src: string;
  index: number;
}

function plannedJobs(): Job[] {
  const jobs: Job[] = [];
  for (const entry of CATALOGUE) {
    const plan = PLANS[entry.slug];
    if (!plan) throw new Error(`No picture plan for ${entry.slug} in scripts/art/plans.ts`);
    if (plan.length !== entry.images.length) {
      throw new Error(
        `${entry.slug}: the catalogue lists ${entry.images.length} images but the plan draws ${plan.length}`,
      );
    }
    entry.images.forEach((image, index) => {
      const expected = `/images/products/${entry.slug}-${index + 1}.webp`;
      if (image.src !== expected)
        throw new Error(`${entry.slug}: image ${index + 1} must be ${expected}, not ${image.src}`);
      jobs.push({ slug: entry.slug, src: image.src, index });
    });
  }
  for (const slug of Object.keys(PLANS)) {
    if (!CATALOGUE.some((entry) => entry.slug === slug)) throw new Error(`Plan for ${slug} has no catalogue entry`);
  }
  return jobs;
}

const describe = (encoded: Encoded) => `q${encoded.quality}${encoded.blur ? ` blur ${encoded.blur}` : ''}`;

async function draw(job: Job): Promise<{ name: string; encoded: Encoded[] }> {
  const scene = PLANS[job.slug]![job.index]!;
  const name = job.src.split('/').pop()!;
  const defs = new Defs();
  const body = drawScene({ defs, random: createRandom(name) }, scene);
  const raster = await rasterise(document(defs, body));
  const files = filesOf(job.src);
  const encoded: Encoded[] = [];
  for (const format of FORMATS) {
    for (const size of SIZES) {
      const file = files[format].get(size.width);
      if (!file) throw new Error(`shared/products/products.ts asks for no ${size.width} px ${format} copy of ${job.src}`);
      const result = await encodeWithin(raster, size.width, size.height, size.budget[format], format);
      writeFileSync(join(PUBLIC, file), result.data);
      encoded.push(result);
    }
  }
  if (values.preview) writeFileSync(join(values.preview, name.replace('.webp', '.png')), await toPng(raster, 800, 600));
  return { name, encoded };
}

async function main() {
  const all = plannedJobs();
  const jobs = only ? all.filter((job) => only.includes(job.slug)) : all;
  if (only && jobs.length === 0) throw new Error(`No products match --only ${values.only}`);
  mkdirSync(OUT, { recursive: true });
  if (values.preview) mkdirSync(values.preview, { recursive: true });
  if (!only) {
    // Pictures of products that left the catalogue would otherwise linger in the repo.
    const expected = new Set(
      all.flatMap((job) =>
        Object.values(filesOf(job.src)).flatMap((files) => [...files.values()].map((src) => src.split('/').pop())),
      ),
    );
    for (const file of readdirSync(OUT)) if (!expected.has(file)) rmSync(join(OUT, file));
  }
  const started = Date.now();
  const results: Awaited<ReturnType<typeof draw>>[] = [];
  const queue = [...jobs];
  const workers = Array.from({ length: Math.max(1, Math.min(4, availableParallelism())) }, async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const result = await draw(job);
      results.push(result);
      const sizes = result.encoded.map((e) => `${(e.data.length / 1024).toFixed(1).padStart(5)} KB (${describe(e)})`);
      console.log(`${result.name.padEnd(36)} ${sizes.join('  ')}`);
    }
  });
  await Promise.all(workers);
  const bytes = (r: (typeof results)[number]) => r.encoded.reduce((sum, e) => sum + e.data.length, 0);
  const total = results.reduce((sum, r) => sum + bytes(r), 0);
  const largest = results.reduce((a, b) => (b.encoded[0]!.data.length > a.encoded[0]!.data.length ? b : a));
  console.log(
    `\n${results.length} pictures, ${results.length * SIZES.length * FORMATS.length} files, ${(total / 1024).toFixed(0)} KB in all; largest ${largest.name} at ${(largest.encoded[0]!.data.length / 1024).toFixed(1)} KB; ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}

await main();
