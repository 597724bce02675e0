// `npm test` runs its two static checks side by side: `astro check` and eslint +
// dependency-cruiser each keep one core busy and read the sources only, so on two cores the
// pair takes as long as `astro check` alone. (vitest already keeps both cores busy, and the
// browser tests need the build, so those stages stay one after the other.)
//
//   node scripts/run-together.ts typecheck lint    # npm scripts, the first one shown live
//
// The first script's output streams as it runs; each other one's is held and printed whole
// once it ends, so the two never interleave. Fails when any of them fails, after all end.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/run-together.ts <npm script> [<npm script> ...]');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const runs = scripts.map((script, index) => {
  const live = index === 0;
  const child = spawn(npm, ['run', script], { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const held: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
  const started = Date.now();
  return new Promise<{ script: string; code: number; seconds: number; output: string }>((resolve) => {
    child.on('close', (code, signal) =>
      resolve({
        script,
        code: code ?? (signal ? 1 : 0),
        seconds: Math.round((Date.now() - started) / 100) / 10,
        output: Buffer.concat(held).toString('utf8'),
      }),
    );
  });
});

let failed = false;
for (const run of await Promise.all(runs)) {
  if (run.output) process.stdout.write(`\n> ${run.script}\n${run.output}`);
  console.log(`${run.code === 0 ? 'ok' : `FAILED (exit ${run.code})`}: npm run ${run.script} (${run.seconds} s)`);
  failed ||= run.code !== 0;
}
process.exit(failed ? 1 : 0);
