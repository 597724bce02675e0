// `npm test` runs its stages in pairs, so that a stage that keeps one core busy has a partner
// for the other: the site build beside eslint + dependency-cruiser (one core each), then the
// unit and API tests beside `astro check`. The build goes first because `astro check` and
// `astro build` both rewrite `.astro/`, and a check reading it mid-write would fail falsely;
// vitest reads neither. Paired this way, on two cores, the run took 28 s less than the same
// stages one after the other (207 s instead of 235 s).
//
//   node scripts/run-together.ts build lint    # npm scripts, the first one shown live
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
