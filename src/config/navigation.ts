// Navigation of SPEC §2.2. External addresses come from content/site.json.
import { SITE } from './site.ts';

export interface NavLink {
  label: string;
  href: string;
  external?: boolean;
}

export const HEADER_LINKS: NavLink[] = [
  { label: 'Browse Products', href: '/buy-commodities' },
  { label: 'Manage Transactions', href: '/dashboard' },
];

/** The collapsible menu. */
export const MENU_LINKS: NavLink[] = [
  { label: 'Our Story', href: '/our-story' },
  { label: 'What we do', href: '/what-we-do' },
  { label: 'Our Impact', href: '/our-impact' },
  { label: 'Buy Commodities', href: '/buy-commodities' },
];

export const USER_MENU_LINKS: NavLink[] = [
  { label: 'My Orders', href: '/orders' },
  { label: 'Message Center', href: '/message-center' },
  { label: 'Inquiries', href: '/inquiries' },
];

export const MARKETPLACE_LINK: NavLink = { label: 'Marketplace', href: SITE.links.marketplace, external: true };

export const FOOTER_COLUMNS: { title: string; links: NavLink[] }[] = [
  {
    title: 'Company',
    links: [
      { label: 'Our Story', href: '/our-story' },
      { label: 'What we do', href: '/what-we-do' },
      { label: 'Our Impact', href: '/our-impact' },
    ],
  },
  {
    title: 'Our Solutions',
    links: [
      { label: 'Buyers Hub', href: '/buy-commodities' },
      { label: 'Marketplace', href: SITE.links.marketplace, external: true },
      { label: 'Logistics Hub', href: SITE.links.logisticsHub, external: true },
    ],
  },
];

export const SIDEBAR_LINKS: (NavLink & { icon: string })[] = [
  { label: 'Overview', href: '/dashboard', icon: 'grid' },
  { label: 'My Orders', href: '/orders', icon: 'box' },
  { label: 'Message Center', href: '/message-center', icon: 'chat' },
  { label: 'My Inquiries', href: '/inquiries', icon: 'question' },
  { label: 'Settings', href: '/settings', icon: 'gear' },
  { label: 'Buyers Hub', href: '/buy-commodities', icon: 'store' },
];
