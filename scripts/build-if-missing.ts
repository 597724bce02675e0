// `npm start` on a fresh clone: build the site once, then let the server start.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const outDir = process.env.BUILD_DIR ?? 'dist';
// A build from before the pages' script policy (script-policy.json, issue 35) is built again.
if (!existsSync(join(outDir, 'index.html')) || !existsSync(join(outDir, 'script-policy.json'))) {
  console.log(`No site build in ${outDir}; running astro build first.`);
  execFileSync('npx', ['astro', 'build'], { stdio: 'inherit' });
}
