// The console's own-account calls (ARCHITECTURE "Staff API": sign-in and MFA, GET /staff/me).
// Islands import these types with `import type` only, so zod stays out of their bundles.
import { z } from 'zod';
import { STAFF_ROLES } from '../permissions.ts';
import { CurrentUser } from './auth.ts';

/** The signed-in staff member: the account, its role, and whether TOTP is on. */
export const StaffMember = CurrentUser.extend({
  role: z.enum(STAFF_ROLES),
  totpEnabled: z.boolean().meta({ description: 'Two-step verification is on; admin calls need it.' }),
  active: z.boolean().meta({ description: 'False once an admin deactivated the account.' }),
}).meta({ id: 'StaffMember' });
export type StaffMember = z.infer<typeof StaffMember>;

/** The answer of POST /auth/signin-staff. */
export const StaffSignInAnswer = z.object({ token: z.string(), user: StaffMember }).meta({ id: 'StaffSignInAnswer' });
export type StaffSignInAnswer = z.infer<typeof StaffSignInAnswer>;

/** A TOTP code (6 digits) or a recovery code (XXXXX-XXXXX); spaces are ignored. */
export const SecondFactorCode = z
  .string({ error: 'Enter the 6-digit code from your authenticator app.' })
  .trim()
  .max(64, 'That code is too long.');

export const MfaEnableBody = z.object({
  code: SecondFactorCode.min(1, 'Enter the 6-digit code from your authenticator app.'),
});

/** The body of an action that takes nothing (POST /staff/mfa/setup, .../reinstate). */
export const EmptyBody = z.preprocess((body) => body ?? {}, z.object({}).strict());

export const MfaSetupAnswer = z
  .object({
    secret: z.string().meta({ description: 'Base32, for typing into an app by hand; shown only now, never again.' }),
    otpauthUrl: z.string(),
    qrCodeSvg: z.string().meta({ description: 'The otpauth URL as an SVG QR code.' }),
  })
  .meta({ id: 'MfaSetupAnswer' });
export type MfaSetupAnswer = z.infer<typeof MfaSetupAnswer>;

export const MfaEnableAnswer = z
  .object({
    recoveryCodes: z.array(z.string()).length(10).meta({ description: 'Single-use; shown once, stored hashed.' }),
  })
  .meta({ id: 'MfaEnableAnswer' });
export type MfaEnableAnswer = z.infer<typeof MfaEnableAnswer>;
