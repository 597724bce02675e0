// The console's left navigation. An entry is listed only once its screen exists (no dead
// links), and shown only to roles that hold its permission (src/shared/permissions.ts).
// Keep the product's order: Inbox, Inquiries, Orders, Disputes, Buyers, then the admin
// screens Catalogue, Team, Audit, Service levels. Add your entry when your page lands.
import { can, type Permission } from '../shared/permissions.ts';
import type { UserType } from '../shared/enums.ts';

/** Live counts the shell receives over the socket (`console-counts`), shown beside an entry. */
export type ConsoleCountKey = 'unassignedChats' | 'pendingInquiries' | 'receiptsToVerify';

export interface ConsoleNavEntry {
  href: `/console/${string}`;
  label: string;
  permission: Permission;
  /** An SVG path (20x20 viewBox, stroked) for the icon. */
  icon: string;
  count?: ConsoleCountKey;
}

const ICONS = {
  audit: 'M5 2h8l3 3v13H5zM8 8h6M8 11h6M8 14h4',
  orders: 'M3 5h14l-1.5 9h-11zM3 5l-1-3M7 18a1 1 0 100-2 1 1 0 000 2zM14 18a1 1 0 100-2 1 1 0 000 2z',
  products: 'M3 6l7-4 7 4v8l-7 4-7-4zM3 6l7 4 7-4M10 10v8',
};

export const CONSOLE_NAVIGATION: readonly ConsoleNavEntry[] = [
  { href: '/console/orders', label: 'Orders', permission: 'orders.manage', icon: ICONS.orders },
  { href: '/console/products', label: 'Products', permission: 'catalogue.manage', icon: ICONS.products },
  { href: '/console/audit', label: 'Audit', permission: 'audit.read', icon: ICONS.audit },
];

/** The staff member's own account page (TOTP enrolment); every role has it. */
export const CONSOLE_ACCOUNT_PATH = '/console/account';

export const entriesFor = (role: UserType | undefined) =>
  CONSOLE_NAVIGATION.filter((entry) => can(role, entry.permission));

/** Where a staff member lands after signing in: their first screen, else their account. */
export const consoleHome = (role: UserType | undefined) => entriesFor(role)[0]?.href ?? CONSOLE_ACCOUNT_PATH;
