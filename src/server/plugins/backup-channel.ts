import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openBackupChannel } from '../backup/backup-channel.ts';

/**
 * With the embedded database in DATA_DIR, answers `npm run backup` while the server runs
 * (backup/backup-channel.ts). PostgreSQL is backed up with its own tools.
 */
export default fp(
  async function backupChannelPlugin(app: FastifyInstance, opts: { snapshot: () => Promise<Buffer> }) {
    let channel: Awaited<ReturnType<typeof openBackupChannel>>;
    app.addHook('onReady', async () => {
      channel = await openBackupChannel(app.env.DATA_DIR, opts.snapshot, app.log);
    });
    app.addHook('onClose', async () => {
      await channel?.close();
    });
  },
  { name: 'backup-channel' },
);
