// The socket.io adapter sends a PUBLISH or a SET without waiting for it; when Redis goes away
// as one is sent, its rejection must not go unhandled (that would end the server process).
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleForgottenWrites } from '../../../src/server/realtime/degradable-adapter.ts';
import { type PrivateRedis, redisServerMissing, startPrivateRedis } from '../support/redis-server.ts';

const missing = redisServerMissing();
if (missing) console.warn(`Skipped "writes the adapter does not wait for": ${missing}.`);

describe.skipIf(Boolean(missing))('writes the socket.io adapter does not wait for', () => {
  let redis: PrivateRedis;
  let client: Redis;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeAll(async () => {
    redis = await startPrivateRedis();
    // The adapter connection's options (plugins/io.ts).
    client = new Redis(redis.url, { maxRetriesPerRequest: 1, commandTimeout: 2000 });
    client.on('error', () => {});
    settleForgottenWrites(client);
    process.on('unhandledRejection', onUnhandled);
  });
  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    client?.disconnect();
    await redis?.stop();
  });

  it('fail quietly while Redis is down, and those awaited still see the error', async () => {
    await client.ping();
    await redis.stop();
    // Sent and forgotten, as the adapter does.
    void client.publish('socket.io#/#', 'a fetch-sockets request');
    void client.set('socket.io:session:x', 'state', 'PX', 1000);
    // Queued behind them, so settled after them.
    await expect(client.ping()).rejects.toThrow();
    // Unhandled rejections are reported once the microtasks have run.
    await new Promise((resolve) => setImmediate(resolve));
    expect(unhandled).toEqual([]);
  });
});
