// Which staff role may do what: written once here, enforced on the server by
// `app.authorize(permission)` and used by the console to show only what a role may use.
import type { UserType } from './enums.ts';

export const STAFF_ROLES = ['agent', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  agent: 'Sourcing agent',
  admin: 'Administrator',
};

const EVERY_STAFF: readonly StaffRole[] = ['agent', 'admin'];
const ADMINS: readonly StaffRole[] = ['admin'];

/**
 * Permission name (`area.verb`) -> the roles allowed. An admin can do everything an agent can;
 * a permission only admins hold is an "admin call", refused until the admin has turned on TOTP.
 * Add your area's permissions here, one line each.
 */
export const PERMISSIONS = {
  /** Sign in to the console, read one's own account, enrol TOTP. */
  'console.use': EVERY_STAFF,
  'inbox.answer': EVERY_STAFF,
  'orders.manage': EVERY_STAFF,
  'quotes.send': EVERY_STAFF,
  'disputes.manage': EVERY_STAFF,
  'buyers.read': EVERY_STAFF,
  'sla.read': EVERY_STAFF,
  'buyers.suspend': ADMINS,
  'catalogue.manage': ADMINS,
  'team.manage': ADMINS,
  'audit.read': ADMINS,
  'sla.configure': ADMINS,
  /** The canned-reply library agents insert from; agents read it through inbox.answer. */
  'canned.manage': ADMINS,
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export const isStaffRole = (type: UserType | null | undefined): type is StaffRole =>
  type === 'agent' || type === 'admin';

/** Whether an account of this type may use the permission; buyers and nobody never may. */
export function can(type: UserType | null | undefined, permission: Permission): boolean {
  return isStaffRole(type) && (PERMISSIONS[permission] as readonly StaffRole[]).includes(type);
}

/** Admin calls: permissions no agent holds. They need TOTP switched on. */
export const isAdminOnly = (permission: Permission) => !can('agent', permission);

export const ADMIN_NEEDS_TOTP_MESSAGE =
  'Turn on two-step verification (an authenticator app code) before using admin features: open My account in the console.';
