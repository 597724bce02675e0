// Draws the demo catalogue's product pictures: `npm run art:products`.
//
// Each picture is an SVG scene built procedurally (scenes/), seeded by its file name so the
// output is the same on every run, rendered with sharp to WebP at 800x600 (< 60 KB) and a
// 400x300 copy named "-400" (< 20 KB) in public/images/products/.
//
// Options: --only slug[,slug]   draw only these products
//          --preview DIR        also write PNG previews to DIR for review
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CATALOGUE } from '../../src/server/db/seed/catalogue.ts';
import { smallImage } from '../../src/shared/product.ts';
import { PLANS } from './plans.ts';
import { createRandom } from './random.ts';
import { type Encoded, encodeWithin, rasterise, toPng } from './render.ts';
import { drawScene } from './scenes/index.ts';
import { Defs, document } from './svg.ts';

const PUBLIC = fileURLToPath(new URL('../../public', import.meta.url));
const OUT = join(PUBLIC, 'images/products');
const BUDGET_LARGE = 60 * 1024;
const BUDGET_SMALL = 20 * 1024;

const { values } = parseArgs({ options: { only: { type: 'string' }, preview: { type: 'string' } } });
const only = values.only?.split(',').map((slug) => slug.trim());

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

async function draw(job: Job): Promise<{ name: string; large: number; small: number; quality: [string, string] }> {
  const scene = PLANS[job.slug]![job.index]!;
  const name = job.src.split('/').pop()!;
  const defs = new Defs();
  const body = drawScene({ defs, random: createRandom(name) }, scene);
  const raster = await rasterise(document(defs, body));
  const large = await encodeWithin(raster, 800, 600, BUDGET_LARGE);
  const small = await encodeWithin(raster, 400, 300, BUDGET_SMALL);
  writeFileSync(join(PUBLIC, job.src), large.data);
  writeFileSync(join(PUBLIC, smallImage(job.src)), small.data);
  if (values.preview) writeFileSync(join(values.preview, name.replace('.webp', '.png')), await toPng(raster, 800, 600));
  return { name, large: large.data.length, small: small.data.length, quality: [describe(large), describe(small)] };
}

async function main() {
  const all = plannedJobs();
  const jobs = only ? all.filter((job) => only.includes(job.slug)) : all;
  if (only && jobs.length === 0) throw new Error(`No products match --only ${values.only}`);
  mkdirSync(OUT, { recursive: true });
  if (values.preview) mkdirSync(values.preview, { recursive: true });
  if (!only) {
    // Pictures of products that left the catalogue would otherwise linger in the repo.
    const expected = new Set(all.flatMap((job) => [job.src, smallImage(job.src)].map((src) => src.split('/').pop())));
    for (const file of readdirSync(OUT)) if (!expected.has(file)) rmSync(join(OUT, file));
  }
  const started = Date.now();
  const results: Awaited<ReturnType<typeof draw>>[] = [];
  const queue = [...jobs];
  const workers = Array.from({ length: Math.max(1, Math.min(4, availableParallelism())) }, async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const result = await draw(job);
      results.push(result);
      console.log(
        `${result.name.padEnd(36)} ${(result.large / 1024).toFixed(1).padStart(5)} KB (${result.quality[0]})  ${(result.small / 1024).toFixed(1).padStart(5)} KB (${result.quality[1]})`,
      );
    }
  });
  await Promise.all(workers);
  const total = results.reduce((sum, r) => sum + r.large + r.small, 0);
  const largest = results.reduce((a, b) => (b.large > a.large ? b : a));
  console.log(
    `\n${results.length} pictures, ${results.length * 2} files, ${(total / 1024).toFixed(0)} KB in all; largest ${largest.name} at ${(largest.large / 1024).toFixed(1)} KB; ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}

await main();
