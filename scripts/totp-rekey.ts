// `npm run totp:rekey`: after TOTP_ENCRYPTION_KEY was rotated (the new key set, the old one in
// TOTP_ENCRYPTION_KEY_PREVIOUS), re-encrypts every staff TOTP secret with the new key, so
// TOTP_ENCRYPTION_KEY_PREVIOUS can be unset (docs/operations/runbook.md). On PostgreSQL it runs
// beside the servers; on the embedded database stop the server first (one user at a time).
import { openDatabase } from '../src/server/db/client.ts';
import { lockDataDir } from '../src/server/db/data-dir-lock.ts';
import { loadEnv } from '../src/server/env.ts';
import { reencryptTotpSecrets } from '../src/server/services/totp-rekey.ts';
import { configuredTotpKey, totpKey } from '../src/server/services/totp.ts';

async function main(): Promise<number> {
  const env = loadEnv();
  if (!env.TOTP_ENCRYPTION_KEY_PREVIOUS) {
    console.error(
      'Set TOTP_ENCRYPTION_KEY_PREVIOUS to the key before the rotation (and TOTP_ENCRYPTION_KEY to the new one).',
    );
    return 1;
  }
  const release = env.DATABASE_URL ? undefined : await lockDataDir(env.DATA_DIR);
  const database = await openDatabase(
    env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'embedded', dataDir: env.DATA_DIR },
  );
  try {
    const current = await totpKey(database.db, env.TOTP_ENCRYPTION_KEY);
    const result = await reencryptTotpSecrets(database.db, current, [
      configuredTotpKey(env.TOTP_ENCRYPTION_KEY_PREVIOUS),
    ]);
    console.log(
      `Re-encrypted ${result.reencrypted} TOTP secret(s) with the current key; ${result.current} already were.`,
    );
    if (result.unreadable.length > 0) {
      console.error(
        `No key opens the TOTP secret of ${result.unreadable.join(', ')}: keep TOTP_ENCRYPTION_KEY_PREVIOUS until an admin resets their two-step verification.`,
      );
      return 1;
    }
    console.log('TOTP_ENCRYPTION_KEY_PREVIOUS can now be unset.');
    return 0;
  } finally {
    await database.close();
    await release?.();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
