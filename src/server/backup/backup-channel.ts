import { chmod, mkdir, rm } from 'node:fs/promises';
import net from 'node:net';
import { join } from 'node:path';

// The embedded database's folder is locked by the running server (one PGlite per folder), so
// `npm run backup` asks the server itself for a snapshot, over a Unix socket inside DATA_DIR:
// local only, in a folder only the server's user can open (0700), speaking one request:
//   client: "snapshot\n"
//   server: {"ok":true,"bytes":N}\n followed by N bytes, or {"ok":false,"error":"..."}\n

/** The socket, in DATA_DIR/run/. Unix sockets take paths of at most ~107 bytes. */
export const backupSocketPath = (dataDir: string) => join(dataDir, 'run', 'backup.sock');

const MAX_SOCKET_PATH = 100;
const REQUEST = 'snapshot';

export interface BackupChannel {
  close(): Promise<void>;
}

/**
 * Answers snapshot requests on DATA_DIR/run/backup.sock. The socket left by a killed server
 * is replaced: the data folder's lock already guarantees that no other server owns it.
 */
export async function openBackupChannel(
  dataDir: string,
  snapshot: () => Promise<Buffer>,
  log: { info(message: string): void; warn(message: string): void },
): Promise<BackupChannel | undefined> {
  const path = backupSocketPath(dataDir);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    log.warn(`backups while running are off: the path ${path} is too long for a Unix socket; use a shorter DATA_DIR`);
    return undefined;
  }
  await mkdir(join(dataDir, 'run'), { recursive: true, mode: 0o700 });
  await chmod(join(dataDir, 'run'), 0o700);
  await rm(path, { force: true });
  const server = net.createServer((socket) => {
    socket.setTimeout(10_000, () => socket.destroy());
    let request = '';
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk) => {
      request += chunk.toString('utf8');
      if (!request.includes('\n')) {
        if (request.length > 100) socket.destroy();
        return;
      }
      socket.removeAllListeners('data');
      socket.setTimeout(0);
      if (request.trim() !== REQUEST) {
        socket.end(`${JSON.stringify({ ok: false, error: 'unknown request' })}\n`);
        return;
      }
      snapshot().then(
        (bytes) => {
          log.info(`backup: sent a database snapshot of ${(bytes.length / 1024 / 1024).toFixed(1)} MB`);
          socket.write(`${JSON.stringify({ ok: true, bytes: bytes.length })}\n`);
          socket.end(bytes);
        },
        (error: unknown) => socket.end(`${JSON.stringify({ ok: false, error: String(error) })}\n`),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  return {
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await rm(path, { force: true });
    },
  };
}

/** Thrown when no server answers on the socket (none runs on this DATA_DIR). */
export class NoServerAnswer extends Error {}

/** Asks the server running on `dataDir` for a snapshot of its database. */
export function requestSnapshot(dataDir: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(backupSocketPath(dataDir));
    const chunks: Buffer[] = [];
    socket.on('connect', () => socket.write(`${REQUEST}\n`));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') {
        reject(new NoServerAnswer(`no server answers on ${backupSocketPath(dataDir)}`));
      } else reject(error);
    });
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(10);
      if (newline < 0) return reject(new Error('the server closed the backup channel without an answer'));
      const header = JSON.parse(all.subarray(0, newline).toString('utf8')) as
        { ok: true; bytes: number } | { ok: false; error: string };
      if (!header.ok) return reject(new Error(`the server could not take a snapshot: ${header.error}`));
      const body = all.subarray(newline + 1);
      if (body.length !== header.bytes) {
        return reject(new Error(`the snapshot arrived incomplete (${body.length} of ${header.bytes} bytes)`));
      }
      resolve(body);
    });
  });
}
