// The console's left navigation. An entry is listed only once its screen exists (no dead
// links), and shown only to roles that hold its permission (src/shared/staff/permissions.ts).
// Keep the product's order: Inbox, Inquiries, Orders, Disputes, Buyers, then the admin
// screens Catalogue, Team, Canned replies, Audit, Service levels, Payment instructions, then Content (editors and
// admins). Add your entry when your page lands.
import { can, type Permission } from '../shared/staff/permissions.ts';
import type { UserType } from '../shared/common/enums.ts';
import type { ConsoleCounts } from '../shared/staff/console-counts.ts';

/** Live counts the shell receives over the socket (`console-counts`), shown beside an entry. */
export type ConsoleCountKey = keyof ConsoleCounts;

export interface ConsoleNavEntry {
  href: `/console/${string}`;
  label: string;
  permission: Permission;
  /** An SVG path (20x20 viewBox, stroked) for the icon. */
  icon: string;
  count?: ConsoleCountKey;
}

const ICONS = {
  buyers:
    'M7 9a3 3 0 100-6 3 3 0 000 6zM1.5 17c0-3 2.5-5 5.5-5s5.5 2 5.5 5M14 9a2.5 2.5 0 100-5M15 12c2 .4 3.5 2 3.5 5',
  team: 'M10 2l6 3v4c0 4-2.6 7.3-6 9-3.4-1.7-6-5-6-9V5zM7.5 10l2 2 3.5-4',
  inbox: 'M2 11l3-8h10l3 8v6H2zM2 11h5l1 2h4l1-2h5',
  inquiries: 'M3 3h14v10H9l-4 4v-4H3zM7 7h6M7 10h4',
  audit: 'M5 2h8l3 3v13H5zM8 8h6M8 11h6M8 14h4',
  orders: 'M3 5h14l-1.5 9h-11zM3 5l-1-3M7 18a1 1 0 100-2 1 1 0 000 2zM14 18a1 1 0 100-2 1 1 0 000 2z',
  products: 'M3 6l7-4 7 4v8l-7 4-7-4zM3 6l7 4 7-4M10 10v8',
  disputes: 'M10 2l8 15H2zM10 8v4M10 14.5v.5',
  serviceLevels: 'M10 18a8 8 0 100-16 8 8 0 000 16zM10 5v5l3 2',
  cannedReplies: 'M3 4h14v9H8l-4 3v-3H3zM7 8h2M11 8h2',
  content: 'M4 2h9l3 3v13H4zM7 7h6M7 10h6M7 13h3M13 2v3h3',
  payments: 'M2 5h16v10H2zM2 8.5h16M5 12h4',
};

export const CONSOLE_NAVIGATION: readonly ConsoleNavEntry[] = [
  {
    href: '/console/inbox',
    label: 'Inbox',
    permission: 'inbox.answer',
    icon: ICONS.inbox,
    count: 'unassignedChats',
  },
  {
    href: '/console/inquiries',
    label: 'Inquiries',
    permission: 'quotes.send',
    icon: ICONS.inquiries,
    count: 'pendingInquiries',
  },
  {
    href: '/console/orders',
    label: 'Orders',
    permission: 'orders.manage',
    icon: ICONS.orders,
    count: 'receiptsToVerify',
  },
  {
    href: '/console/disputes',
    label: 'Disputes',
    permission: 'disputes.manage',
    icon: ICONS.disputes,
    count: 'openDisputes',
  },
  { href: '/console/buyers', label: 'Buyers', permission: 'buyers.read', icon: ICONS.buyers },
  { href: '/console/products', label: 'Products', permission: 'catalogue.manage', icon: ICONS.products },
  { href: '/console/team', label: 'Team', permission: 'team.manage', icon: ICONS.team },
  {
    href: '/console/canned-replies',
    label: 'Canned replies',
    permission: 'canned.manage',
    icon: ICONS.cannedReplies,
  },
  { href: '/console/audit', label: 'Audit', permission: 'audit.read', icon: ICONS.audit },
  { href: '/console/service-levels', label: 'Service levels', permission: 'sla.read', icon: ICONS.serviceLevels },
  {
    href: '/console/payment-instructions',
    label: 'Payment instructions',
    permission: 'payments.manage',
    icon: ICONS.payments,
  },
  // Editors see only this and My account.
  { href: '/console/content', label: 'Content', permission: 'content.edit', icon: ICONS.content },
];

/** The staff member's own account page (TOTP enrolment); every role has it. */
export const CONSOLE_ACCOUNT_PATH = '/console/account';

export const entriesFor = (role: UserType | undefined) =>
  CONSOLE_NAVIGATION.filter((entry) => can(role, entry.permission));

/** Where a staff member lands after signing in: their first screen, else their account. */
export const consoleHome = (role: UserType | undefined) => entriesFor(role)[0]?.href ?? CONSOLE_ACCOUNT_PATH;

/**
 * The permission a console screen needs, read from the navigation: the entry whose address is
 * the path or begins it (/console/orders/{id} and /console/orders/new need what Orders needs).
 * Undefined for a screen every role has (My account). Screens ask this through useScreenAccess,
 * so a screen's permission is written once, here.
 */
export function screenPermission(path: string): Permission | undefined {
  const trimmed = path.replace(/\/+$/, '');
  return CONSOLE_NAVIGATION.find((entry) => trimmed === entry.href || trimmed.startsWith(`${entry.href}/`))?.permission;
}

/**
 * Whether this role may open a console address: a link to another screen (a buyer's orders, a
 * drafted order) is shown only then, by the same permission the navigation gives that screen.
 */
export function mayOpen(role: UserType | undefined, href: string): boolean {
  const permission = screenPermission(href.split(/[?#]/)[0] ?? href);
  return permission === undefined || can(role, permission);
}
