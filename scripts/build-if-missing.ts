// `npm start` on a fresh clone: build the site once, then let the server start.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const outDir = process.env.BUILD_DIR ?? 'dist';
if (!existsSync(join(outDir, 'index.html'))) {
  console.log(`No site build in ${outDir}; running astro build first.`);
  execFileSync('npx', ['astro', 'build'], { stdio: 'inherit' });
}
