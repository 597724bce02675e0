// How long one argon2id password hash (and verify) takes on this machine, with the
// parameters the app uses (services/passwords.ts). Run: node bench/argon2.bench.ts [rounds]
import { availableParallelism, cpus } from 'node:os';
import { ARGON2_OPTIONS, hashPassword, verifyPassword } from '../src/server/services/passwords.ts';

const rounds = Number(process.argv[2] ?? 30);

async function time(label: string, run: () => Promise<unknown>) {
  await run(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  const mean = samples.reduce((sum, ms) => sum + ms, 0) / samples.length;
  console.log(
    `${label.padEnd(8)} mean ${mean.toFixed(1)} ms  median ${at(0.5).toFixed(1)} ms  p95 ${at(0.95).toFixed(1)} ms  (${rounds} rounds)`,
  );
  return mean;
}

console.log(`argon2id m=${ARGON2_OPTIONS.memoryCost} KiB t=${ARGON2_OPTIONS.timeCost} p=${ARGON2_OPTIONS.parallelism}`);
console.log(`${cpus()[0]?.model ?? 'unknown CPU'}, ${availableParallelism()} cores, Node ${process.version}`);
const hash = await hashPassword('Harmattan#2026');
await time('hash', () => hashPassword('Harmattan#2026'));
const verify = await time('verify', () => verifyPassword(hash, 'Harmattan#2026'));

// Hashes run on libuv's thread pool, so sign-ins in parallel share the cores.
const parallel = 8;
const start = performance.now();
await Promise.all(Array.from({ length: parallel }, () => verifyPassword(hash, 'Harmattan#2026')));
const wall = performance.now() - start;
console.log(
  `${parallel} verifies at once: ${wall.toFixed(0)} ms wall, ${(parallel / (wall / 1000)).toFixed(0)} sign-ins/s`,
);
console.log(`one core alone: about ${(1000 / verify).toFixed(0)} sign-ins/s`);
