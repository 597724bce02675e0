// The console's own-account calls (docs/product/api.md: sign-in and MFA, GET /staff/me).
// Islands import these types with `import type` only, so zod stays out of their bundles.
import { z } from 'zod';
import { STAFF_ROLES } from './permissions.ts';
import { CurrentUser } from '../auth/auth.contract.ts';

const STAFF_MEMBER_EXAMPLE = {
  id: '8c1f2d7e-3b4a-4f5e-9a6b-7c8d9e0f1a2b',
  type: 'agent',
  fullName: 'Kofi Mensah',
  email: 'kofi.mensah@afritradehub.com',
  phoneNumber: '+22890123456',
  country: 'TG',
  language: 'en',
  lastLoggedIn: '2026-11-22T07:45:00.000Z',
  createdAt: '2026-03-14T10:00:00.000Z',
  role: 'agent',
  totpEnabled: true,
  active: true,
} as const;

/** The signed-in staff member: the account, its role, and whether TOTP is on. */
export const StaffMember = CurrentUser.extend({
  role: z.enum(STAFF_ROLES),
  totpEnabled: z.boolean().meta({ description: 'Two-step verification is on; admin calls need it.' }),
  active: z.boolean().meta({ description: 'False once an admin deactivated the account.' }),
}).meta({ id: 'StaffMember', example: STAFF_MEMBER_EXAMPLE });
export type StaffMember = z.infer<typeof StaffMember>;

/** The answer of POST /auth/signin-staff. */
export const StaffSignInAnswer = z.object({ token: z.string(), user: StaffMember }).meta({
  id: 'StaffSignInAnswer',
  example: {
    token: 'Zp7cR2vN9xK4bT6wY1mQ8sL3fH5jD0gE2uA7iO4nW9e',
    user: STAFF_MEMBER_EXAMPLE,
  },
});
export type StaffSignInAnswer = z.infer<typeof StaffSignInAnswer>;

/** A TOTP code (6 digits) or a recovery code (XXXXX-XXXXX); spaces are ignored. */
export const SecondFactorCode = z
  .string({ error: 'Enter the 6-digit code from your authenticator app.' })
  .trim()
  .max(64, 'That code is too long.');

export const MfaEnableBody = z
  .object({
    code: SecondFactorCode.min(1, 'Enter the 6-digit code from your authenticator app.'),
  })
  .meta({ example: { code: '482913' } });

/** The body of an action that takes nothing (POST /staff/mfa/setup, .../reinstate). */
export const EmptyBody = z.preprocess((body) => body ?? {}, z.object({}).strict()).meta({ example: {} });

export const MfaSetupAnswer = z
  .object({
    secret: z.string().meta({ description: 'Base32, for typing into an app by hand; shown only now, never again.' }),
    otpauthUrl: z.string(),
    qrCodeSvg: z.string().meta({ description: 'The otpauth URL as an SVG QR code.' }),
  })
  .meta({
    id: 'MfaSetupAnswer',
    example: {
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      otpauthUrl:
        'otpauth://totp/AfriTrade%20Hub:kofi.mensah%40afritradehub.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=AfriTrade%20Hub',
      qrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 33 33"><path d="M0 0h7v7H0z"/></svg>',
    },
  });
export type MfaSetupAnswer = z.infer<typeof MfaSetupAnswer>;

export const MfaEnableAnswer = z
  .object({
    recoveryCodes: z.array(z.string()).length(10).meta({ description: 'Single-use; shown once, stored hashed.' }),
  })
  .meta({
    id: 'MfaEnableAnswer',
    example: {
      recoveryCodes: [
        'K7Q2M-X9D4P',
        'B3N8W-T6R1Z',
        'H5J2C-L8V4Y',
        'P9F3G-Q2K7S',
        'D6M1X-W4N8T',
        'R2Z7B-C5H9J',
        'V8L3Q-M1P6F',
        'T4Y9D-G7X2K',
        'N1W5S-B8R3C',
        'F6K2J-Z9Q4M',
      ],
    },
  });
export type MfaEnableAnswer = z.infer<typeof MfaEnableAnswer>;
