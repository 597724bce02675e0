import type { MfaEnableAnswer, MfaSetupAnswer } from '../../shared/staff/staff.ts';
import QRCode from 'qrcode';
import type { Db } from '../db/client.ts';
import type { UserRow } from '../db/queries/users.queries.ts';
import { findUserById } from '../db/queries/users.queries.ts';
import {
  claimTotpStep,
  enableTotp,
  replaceRecoveryCodeHashes,
  setTotpSecret,
  useRecoveryCode,
} from '../db/queries/mfa.queries.ts';
import { refused } from '../http/api-error.ts';
import { recordAudit } from './audit.service.ts';
import { actor, type ServiceContext } from './context.ts';
import {
  acceptedStep,
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  looksLikeRecoveryCode,
  newRecoveryCode,
  newTotpSecret,
  otpauthUrl,
  RECOVERY_CODE_COUNT,
} from './totp.ts';

/** The current key first, then those before a rotation (docs/operations/runbook.md). */
const totpKeys = (ctx: Pick<ServiceContext, 'totpKey' | 'totpPreviousKeys'>) => [
  ctx.totpKey,
  ...(ctx.totpPreviousKeys ?? []),
];

/**
 * Step 1 of enrolment: a new secret, stored encrypted and pending until a code proves the app
 * has it. Asking again replaces a pending secret; once enabled it is never shown again.
 */
export async function startMfaSetup(ctx: ServiceContext): Promise<MfaSetupAnswer> {
  const userId = actor(ctx).id;
  const user = await findUserById(ctx.db, userId);
  if (!user) throw refused('sign_in_required');
  if (user.totpEnabledAt) throw refused('mfa_already_on');
  const secret = newTotpSecret();
  await setTotpSecret(ctx.db, userId, encryptSecret(ctx.totpKey, secret));
  const url = otpauthUrl(secret, user.email);
  return { secret, otpauthUrl: url, qrCodeSvg: await QRCode.toString(url, { type: 'svg', margin: 1 }) };
}

/** Step 2: a valid code turns TOTP on and answers 10 fresh recovery codes (stored hashed). */
export async function enableMfa(ctx: ServiceContext, { code }: { code: string }): Promise<MfaEnableAnswer> {
  const userId = actor(ctx).id;
  const user = await findUserById(ctx.db, userId);
  if (!user) throw refused('sign_in_required');
  if (user.totpEnabledAt) throw refused('mfa_already_on');
  if (!user.totpSecret) throw refused('mfa_not_started');
  const step = acceptedStep(decryptSecret(totpKeys(ctx), user.totpSecret), code);
  if (step === null) throw refused('mfa_code_wrong', 'code');

  return ctx.db.transaction(async (tx) => {
    await enableTotp(tx, userId, ctx.now(), step);
    const codes = await replaceRecoveryCodes(tx, userId);
    await recordAudit(tx, {
      actorId: userId,
      action: 'staff.mfa-enable',
      entityType: 'user',
      entityId: userId,
      before: { totpEnabled: false },
      after: { totpEnabled: true },
    });
    return { recoveryCodes: codes };
  });
}

/**
 * A new set of recovery codes for a member whose TOTP is on (some were used, or the list was
 * lost): a current code from the app proves the phone, and every earlier code stops working.
 */
export async function renewRecoveryCodes(ctx: ServiceContext, { code }: { code: string }): Promise<MfaEnableAnswer> {
  const userId = actor(ctx).id;
  const user = await findUserById(ctx.db, userId);
  if (!user) throw refused('sign_in_required');
  if (!user.totpEnabledAt || !user.totpSecret) throw refused('mfa_off');
  const step = acceptedStep(decryptSecret(totpKeys(ctx), user.totpSecret), code.trim());
  if (step === null) throw refused('mfa_code_wrong', 'code');
  return ctx.db.transaction(async (tx) => {
    if (!(await claimTotpStep(tx, userId, step))) throw refused('mfa_code_wrong', 'code');
    const codes = await replaceRecoveryCodes(tx, userId);
    await recordAudit(tx, { actorId: userId, action: 'staff.recovery-codes', entityType: 'user', entityId: userId });
    return { recoveryCodes: codes };
  });
}

/** Stores a fresh set of recovery codes (hashed), replacing every earlier one; answers them. */
async function replaceRecoveryCodes(tx: Db, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await replaceRecoveryCodeHashes(tx, userId, codes.map(hashRecoveryCode));
  return codes;
}

/**
 * The second step of a staff sign-in once TOTP is on: a current code not used before, or an
 * unused recovery code (used up here). 401 with a field error on `code` otherwise.
 */
export async function checkSecondFactor(
  ctx: Pick<ServiceContext, 'db' | 'totpKey' | 'totpPreviousKeys' | 'now'>,
  user: UserRow,
  code: string | undefined,
): Promise<'totp' | 'recovery-code'> {
  const { db } = ctx;
  const typed = code?.trim() ?? '';
  if (!typed) throw refused('totp_required', 'code');
  if (user.totpSecret) {
    const step = acceptedStep(decryptSecret(totpKeys(ctx), user.totpSecret), typed);
    if (step !== null && (await claimTotpStep(db, user.id, step))) return 'totp';
  }
  if (looksLikeRecoveryCode(typed) && (await useRecoveryCode(db, user.id, hashRecoveryCode(typed), ctx.now()))) {
    return 'recovery-code';
  }
  throw refused('totp_wrong', 'code');
}
