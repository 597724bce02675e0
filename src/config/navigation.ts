// Navigation of docs/product/screens.md. External addresses come from content/site.json.
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

/**
 * The collapsible menu: every public page (BILINGUAL_PATHS) is one tap away from every page,
 * on a phone too (tests/e2e/site-navigation.spec.ts checks it with the footer).
 */
export const MENU_LINKS: NavLink[] = [
  { label: 'Our Story', href: '/our-story' },
  { label: 'What we do', href: '/what-we-do' },
  { label: 'Our Impact', href: '/our-impact' },
  { label: 'Market Intelligence', href: '/market-intelligence' },
  { label: 'Buy Commodities', href: '/buy-commodities' },
  { label: 'Academy', href: '/academy' },
  { label: 'Contact', href: '/contact' },
];

export const USER_MENU_LINKS: NavLink[] = [
  { label: 'My Orders', href: '/orders' },
  { label: 'Message Center', href: '/message-center' },
  { label: 'Inquiries', href: '/inquiries' },
];

/**
 * The header's orange button: our own catalogue, which on a phone was otherwise only in the
 * menu (issue 41). The outside marketplace stays in the footer.
 */
export const MARKETPLACE_LINK: NavLink = { label: 'Marketplace', href: '/buy-commodities' };

export const FOOTER_COLUMNS: { title: string; links: NavLink[] }[] = [
  {
    title: 'Company',
    links: [
      { label: 'Our Story', href: '/our-story' },
      { label: 'What we do', href: '/what-we-do' },
      { label: 'Our Impact', href: '/our-impact' },
      { label: 'Academy', href: '/academy' },
      { label: 'Contact', href: '/contact' },
    ],
  },
  {
    title: 'Our Solutions',
    links: [
      { label: 'Buyers Hub', href: '/buy-commodities' },
      { label: 'Market Intelligence', href: '/market-intelligence' },
      { label: 'Marketplace', href: SITE.links.marketplace, external: true },
      { label: 'Logistics Hub', href: SITE.links.logisticsHub, external: true },
    ],
  },
];

// The buyer hub's sidebar icons: SVG paths on a 20x20 viewBox, stroked.
const HUB_ICONS = {
  grid: 'M3 3h6v6H3zM11 3h6v6h-6zM3 11h6v6H3zM11 11h6v6h-6z',
  box: 'M3 6l7-3 7 3v8l-7 3-7-3zM3 6l7 3 7-3M10 9v8',
  chat: 'M3 4h14v9H8l-4 3v-3H3z',
  question: 'M10 17a7 7 0 100-14 7 7 0 000 14zM8 8a2 2 0 114 0c0 1.5-2 1.5-2 3M10 14h0',
  gear: 'M10 13a3 3 0 100-6 3 3 0 000 6zM10 2v2M10 16v2M2 10h2M16 10h2M4.2 4.2l1.4 1.4M14.4 14.4l1.4 1.4M4.2 15.8l1.4-1.4M14.4 5.6l1.4-1.4',
  store: 'M3 8l1-5h12l1 5M3 8h14v9H3zM8 17v-5h4v5',
};

export const HUB_LOGOUT_ICON = 'M8 3H4v14h4M13 6l4 4-4 4M17 10H8';

/** The buyer hub's sidebar; `icon` is an SVG path (20x20 viewBox, stroked). */
export const SIDEBAR_LINKS: (NavLink & { icon: string })[] = [
  { label: 'Overview', href: '/dashboard', icon: HUB_ICONS.grid },
  { label: 'My Orders', href: '/orders', icon: HUB_ICONS.box },
  { label: 'Message Center', href: '/message-center', icon: HUB_ICONS.chat },
  { label: 'My Inquiries', href: '/inquiries', icon: HUB_ICONS.question },
  { label: 'Settings', href: '/settings', icon: HUB_ICONS.gear },
  { label: 'Buyers Hub', href: '/buy-commodities', icon: HUB_ICONS.store },
];
