// Which staff role may do what: written once here, enforced on the server by
// `app.authorize(permission)` and used by the console to show only what a role may use.
import type { UserType } from '../common/enums.ts';
import type { Reason } from '../i18n/errors.ts';

export const STAFF_ROLES = ['agent', 'editor', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  agent: 'Sourcing agent',
  editor: 'Content editor',
  admin: 'Administrator',
};

const EVERY_STAFF: readonly StaffRole[] = ['agent', 'editor', 'admin'];
/** The trading desk: agents, and admins who can do everything an agent can. Not editors. */
const TRADING_DESK: readonly StaffRole[] = ['agent', 'admin'];
const ADMINS: readonly StaffRole[] = ['admin'];
const EDITORS: readonly StaffRole[] = ['editor', 'admin'];

/**
 * Permission name (`area.verb`) -> the roles allowed. An admin can do everything an agent or an
 * editor can; a permission no agent holds (admin calls, and publishing, which changes what every
 * visitor sees) is refused until the caller has turned on TOTP.
 * Add your area's permissions here, one line each.
 */
export const PERMISSIONS = {
  /** Sign in to the console, read one's own account, enrol TOTP. */
  'console.use': EVERY_STAFF,
  'inbox.answer': TRADING_DESK,
  'orders.manage': TRADING_DESK,
  'quotes.send': TRADING_DESK,
  'disputes.manage': TRADING_DESK,
  'buyers.read': TRADING_DESK,
  'sla.read': TRADING_DESK,
  'buyers.suspend': ADMINS,
  'catalogue.manage': ADMINS,
  'team.manage': ADMINS,
  'audit.read': ADMINS,
  'sla.configure': ADMINS,
  /** The canned-reply library agents insert from; agents read it through inbox.answer. */
  'canned.manage': ADMINS,
  /** The bank details buyers pay to, per currency: a wrong account number sends buyers' money astray. */
  'payments.manage': ADMINS,
  /** Import bank statements and credit their entries to instalments: money on an order's account. */
  'payments.reconcile': ADMINS,
  /** Change the public site's words and images (content/) and publish them to every visitor. */
  'content.edit': EDITORS,
  /** Countersign sales contracts for the house, set the contract policy, start an order without one. */
  'contracts.sign': ADMINS,
  /** Load sanctions lists and clear or confirm a screening match (issue 40). */
  'screening.manage': ADMINS,
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export const isStaffRole = (type: UserType | null | undefined): type is StaffRole =>
  type === 'agent' || type === 'editor' || type === 'admin';

/** Whether an account of this type may use the permission; buyers and nobody never may. */
export function can(type: UserType | null | undefined, permission: Permission): boolean {
  return isStaffRole(type) && (PERMISSIONS[permission] as readonly StaffRole[]).includes(type);
}

/** Admin and publishing calls: permissions no agent holds. They need TOTP switched on. */
export const isAdminOnly = (permission: Permission) => !can('agent', permission);

/**
 * Why this account may not use the permission, or null when it may: staff only, of a role
 * that holds it, and for admin and publishing calls with two-step verification on.
 */
export function permissionRefusal(
  user: { type: UserType; totpEnabled: boolean },
  permission: Permission,
): Reason | null {
  if (!isStaffRole(user.type)) return 'staff_only';
  if (!can(user.type, permission)) return 'role_refused';
  if (isAdminOnly(permission) && !user.totpEnabled) return 'admin_needs_totp';
  return null;
}

/** Whether this role's own screens stay locked until TOTP is on (every role but the agent's). */
export const roleNeedsTotp = (role: StaffRole) => role !== 'agent';
