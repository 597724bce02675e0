// What the console and the server say about staff accounts, without zod (the console's
// sign-in bundle stays small). The schemas live in staff.contract.ts.
export type { MfaEnableAnswer, MfaSetupAnswer, StaffMember, StaffSignInAnswer } from './staff.contract.ts';
