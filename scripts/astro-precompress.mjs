// @ts-check
// Writes .br and .gz siblings of every text asset after `astro build`, so the server
// serves compressed bytes without compressing on each request.
import { existsSync } from 'node:fs';
import { copyFile, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest)$/;
const MIN_BYTES = 1024;

/** @param {string} dir @returns {AsyncGenerator<string>} */
async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/** @returns {import('astro').AstroIntegration} */
export function precompress() {
  return {
    name: 'precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        // A publish from the console builds beside the live site: files it did not change (most
        // scripts and styles) take their compressed forms from there instead of brotli 11 again.
        const reuse = process.env.PRECOMPRESS_REUSE_DIR;
        let count = 0;
        let reused = 0;
        for await (const file of walk(root)) {
          if (!COMPRESSIBLE.test(file)) continue;
          const body = await readFile(file);
          if (body.length < MIN_BYTES) continue;
          const twin = reuse ? join(reuse, relative(root, file)) : undefined;
          if (twin && existsSync(`${twin}.br`) && existsSync(`${twin}.gz`) && body.equals(await readFile(twin))) {
            await copyFile(`${twin}.gz`, `${file}.gz`);
            await copyFile(`${twin}.br`, `${file}.br`);
            reused += 1;
            continue;
          }
          await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
          await writeFile(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          count += 1;
        }
        logger.info(`precompressed ${count} files (br + gz)${reuse ? `, ${reused} taken from ${reuse}` : ''}`);
      },
    },
  };
}
