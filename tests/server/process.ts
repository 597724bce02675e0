import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('../../src/server/server.ts', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

/** Starts a real server process; resolves once it is listening, rejects if it exits first. */
export async function startServer(env: Record<string, string>, port: number): Promise<ServerProcess> {
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const ready = new Promise<void>((resolve) => {
    const check = () => (output.includes('ready in') ? resolve() : setTimeout(check, 50));
    check();
  });
  const winner = await Promise.race([ready.then(() => 'ready' as const), exited.then(() => 'exited' as const)]);
  const proc = { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
  if (winner === 'exited') throw Object.assign(new Error(`server exited before it was ready:\n${output}`), { proc });
  return proc;
}

/** Runs a server that is expected to refuse to start; resolves with its exit code and output. */
export async function runToExit(env: Record<string, string>, port: number): Promise<{ code: number | null; output: string }> {
  try {
    const proc = await startServer(env, port);
    proc.child.kill('SIGTERM');
    await proc.exited;
    return { code: 0, output: proc.output() };
  } catch (error) {
    const proc = (error as { proc?: ServerProcess }).proc;
    if (!proc) throw error;
    return { code: await proc.exited, output: proc.output() };
  }
}

export const freePort = () => 40_000 + Math.floor(Math.random() * 20_000);
