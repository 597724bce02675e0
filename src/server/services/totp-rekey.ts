import type { Db } from '../db/client.ts';
import { setTotpSecret, storedTotpSecrets } from '../db/queries/mfa.queries.ts';
import { decryptSecret, encryptSecret } from './totp.ts';

/**
 * The second half of a TOTP_ENCRYPTION_KEY rotation (docs/operations/runbook.md): every
 * staff member's stored secret, decrypted with whichever key opens it (the current one or
 * one before the rotation), is encrypted again with the current key, so the previous key can
 * be dropped. Secrets already under the current key are left as they are. A secret that no
 * key opens is counted, never changed: that staff member needs their TOTP reset.
 */
export async function reencryptTotpSecrets(
  db: Db,
  current: Buffer,
  previous: readonly Buffer[],
): Promise<{ reencrypted: number; current: number; unreadable: string[] }> {
  const rows = await storedTotpSecrets(db);
  const result = { reencrypted: 0, current: 0, unreadable: [] as string[] };
  for (const row of rows) {
    const stored = row.totpSecret;
    try {
      decryptSecret(current, stored);
      result.current += 1;
      continue;
    } catch {
      // not under the current key: one of the previous ones, below
    }
    let plain: string;
    try {
      plain = decryptSecret(previous, stored);
    } catch {
      result.unreadable.push(row.email);
      continue;
    }
    await setTotpSecret(db, row.id, encryptSecret(current, plain));
    result.reencrypted += 1;
  }
  return result;
}
