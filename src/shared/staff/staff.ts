// What the console and the server say about staff accounts, without zod (the console's
// sign-in bundle stays small). The schemas live in staff.contract.ts.
export type { MfaEnableAnswer, MfaSetupAnswer, StaffMember, StaffSignInAnswer } from './staff.contract.ts';

export const TOTP_REQUIRED_MESSAGE =
  'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';
export const TOTP_WRONG_MESSAGE =
  'That code is not right or has already been used. Enter the current code from your authenticator app, or an unused recovery code.';
export const STAFF_DEACTIVATED_MESSAGE =
  'This staff account has been deactivated. Ask an administrator if you need access again.';
