// Rotating URL_SIGNING_SECRET and TOTP_ENCRYPTION_KEY without logging anyone out
// (docs/operations/runbook.md): with the old value in *_PREVIOUS, links signed before the
// rotation still open and staff whose TOTP secret the old key encrypted still sign in;
// `npm run totp:rekey` (reencryptTotpSecrets) moves every secret to the new key, after which
// the old one can go.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../src/server/db/schema/index.ts';
import type { PaymentReceipt } from '../../../src/shared/orders/orders.contract.ts';
import { reencryptTotpSecrets } from '../../../src/server/services/totp-rekey.ts';
import { configuredTotpKey, decryptSecret, encryptSecret, newTotpSecret } from '../../../src/server/services/totp.ts';
import { configuredSigningKey, signPath } from '../../../src/server/services/url-signing.ts';
import { createAccount, TEST_PASSWORD } from '../support/accounts.ts';
import { testAppSuite } from '../support/app-suite.ts';
import { dataOf } from '../support/contract.ts';
import type { TestApp } from '../support/helper.ts';
import { imageBytes, orderableProduct, placeOrder, uploadReceipt } from '../support/orders-fixtures.ts';
import { nextTotpCode } from '../support/staff-accounts.ts';

const OLD = 'the-signing-secret-before-the-rotation-0001';
const NEW = 'the-signing-secret-after-the-rotation-00002';
const OLD_TOTP = 'the-totp-key-before-the-rotation-000000001';
const NEW_TOTP = 'the-totp-key-after-the-rotation-0000000002';

/** A receipt's path (/api/order/receipt/{id}) and a link to it signed with `secret`, valid for a minute. */
async function receiptSignedWith(app: TestApp, secret: string) {
  const buyer = await createAccount(app.db);
  const order = await placeOrder(app, buyer.auth, await orderableProduct(app));
  const receipt = dataOf<PaymentReceipt>(
    await uploadReceipt(app, buyer.auth, order.id, { bytes: await imageBytes('png'), filename: 'proof.png' }),
    201,
  );
  const path = new URL(receipt.image, 'http://x').pathname;
  return { current: receipt.image, old: signPath(configuredSigningKey(secret), path, new Date(Date.now() + 60_000)) };
}

describe('a rotated URL_SIGNING_SECRET with the previous one kept', () => {
  let app: TestApp;
  testAppSuite({ env: { URL_SIGNING_SECRET: NEW, URL_SIGNING_SECRET_PREVIOUS: OLD } }, (built) => (app = built));

  it('opens links signed before the rotation and after it, and no others', async () => {
    const links = await receiptSignedWith(app, OLD);
    expect((await app.inject({ method: 'GET', url: links.current })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: links.old })).statusCode).toBe(200);
    const forged = await receiptSignedWith(app, 'a-secret-this-deployment-never-had-000000');
    const refused = await app.inject({ method: 'GET', url: forged.old });
    expect(refused.json().errors[0].code).toBe('link_invalid');
  });
});

describe('a rotated URL_SIGNING_SECRET without the previous one', () => {
  let app: TestApp;
  testAppSuite({ env: { URL_SIGNING_SECRET: NEW } }, (built) => (app = built));

  it('refuses the links signed before the rotation', async () => {
    const links = await receiptSignedWith(app, OLD);
    expect((await app.inject({ method: 'GET', url: links.current })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: links.old })).json().errors[0].code).toBe('link_invalid');
  });
});

describe('a rotated TOTP_ENCRYPTION_KEY with the previous one kept', () => {
  let app: TestApp;
  testAppSuite(
    { seed: false, env: { TOTP_ENCRYPTION_KEY: NEW_TOTP, TOTP_ENCRYPTION_KEY_PREVIOUS: OLD_TOTP } },
    (built) => (app = built),
  );

  it('signs in staff whose secret the old key encrypted; after the re-encryption the new key alone opens it', async () => {
    const agent = await createAccount(app.db, { type: 'agent' });
    const secret = newTotpSecret();
    await app.db
      .update(users)
      .set({ totpSecret: encryptSecret(configuredTotpKey(OLD_TOTP), secret), totpEnabledAt: new Date() })
      .where(eq(users.id, agent.user.id));

    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/signin-staff',
      payload: { email: agent.user.email, password: TEST_PASSWORD, code: nextTotpCode(secret) },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);

    const stored = async () =>
      (await app.db.select({ totpSecret: users.totpSecret }).from(users).where(eq(users.id, agent.user.id)))[0]!
        .totpSecret!;
    const before = await stored();
    expect(() => decryptSecret(configuredTotpKey(NEW_TOTP), before)).toThrow();

    const result = await reencryptTotpSecrets(app.db, configuredTotpKey(NEW_TOTP), [configuredTotpKey(OLD_TOTP)]);
    expect(result).toMatchObject({ reencrypted: 1, unreadable: [] });
    expect(decryptSecret(configuredTotpKey(NEW_TOTP), await stored())).toBe(secret);
    // A second run finds nothing left to do.
    expect(
      await reencryptTotpSecrets(app.db, configuredTotpKey(NEW_TOTP), [configuredTotpKey(OLD_TOTP)]),
    ).toMatchObject({ reencrypted: 0, current: 1 });
  });
});
