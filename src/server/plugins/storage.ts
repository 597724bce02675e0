import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type FileStorage, openStorage } from '../storage/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where every uploaded and generated file is kept: DATA_DIR/uploads or the S3 bucket (storage/). */
    storage: FileStorage;
  }
}

/** Opens the file storage the environment names and closes it with the app. */
export default fp(
  async function storagePlugin(app: FastifyInstance) {
    const storage = openStorage(app.env);
    app.decorate('storage', storage);
    app.addHook('onClose', () => storage.close());
  },
  { name: 'storage' },
);
