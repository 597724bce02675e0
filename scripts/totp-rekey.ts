// `npm run totp:rekey`: after TOTP_ENCRYPTION_KEY was rotated (the new key set, the old one in
// TOTP_ENCRYPTION_KEY_PREVIOUS), re-encrypts every staff TOTP secret with the new key, so
// TOTP_ENCRYPTION_KEY_PREVIOUS can be unset (docs/operations/runbook.md). On PostgreSQL it runs
// beside the servers; on the embedded database stop the server first (one user at a time).
import { loadEnv } from '../src/server/env.ts';
import { reencryptTotpSecrets } from '../src/server/services/totp-rekey.ts';
import { configuredTotpKey, totpKey } from '../src/server/services/totp.ts';
import { runScript, withScriptDatabase } from './script-database.ts';

async function main(): Promise<number> {
  const env = loadEnv();
  const previous = env.TOTP_ENCRYPTION_KEY_PREVIOUS;
  if (!previous) {
    console.error(
      'Set TOTP_ENCRYPTION_KEY_PREVIOUS to the key before the rotation (and TOTP_ENCRYPTION_KEY to the new one).',
    );
    return 1;
  }
  return withScriptDatabase(env, async (database) => {
    const current = await totpKey(database.db, env.TOTP_ENCRYPTION_KEY);
    const result = await reencryptTotpSecrets(database.db, current, [configuredTotpKey(previous)]);
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
  });
}

runScript(main);
