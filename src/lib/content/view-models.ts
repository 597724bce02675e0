// Pure functions from validated content entries to what the widgets render. Pages call the
// loaders in ./index.ts, which feed these; nothing here knows about Astro, so it is unit-tested.
import type { SiteLinkKey } from './schemas.ts';
import type { Locale } from '../../shared/i18n/locales.ts';

export interface LinkView {
  label: string;
  /** Read after the label by screen readers, for labels that say little on their own. */
  context?: string | undefined;
  href: string;
  /** Outbound: opens in a new tab and says so to screen-reader users. */
  external: boolean;
}

import type { FigureSource } from '../../shared/statistics/live-figures.ts';

export interface ImageView {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface FigureView {
  /** The editorial figure, in the reader's language. */
  value: string;
  label: string;
  /** The statistic it may show ("marketplace.products"), when `source` is live (src/shared/statistics/live-figures.ts). */
  live?: string | undefined;
  source: FigureSource;
  threshold: number;
}

export interface FigureGroupView {
  id: string;
  title: string;
  items: FigureView[];
}

export type SiteLinks = Record<SiteLinkKey, string>;

/** A content error an editor can act on: names the file and the field. */
export class ContentError extends Error {
  constructor(file: string, field: string, problem: string) {
    super(`${file}: ${field} ${problem}`);
    this.name = 'ContentError';
  }
}

/** Resolves a link target from content: a site path, or the name of a link in content/site.json. */
export function resolveLink(target: string, links: SiteLinks): { href: string; external: boolean } {
  if (target.startsWith('/')) return { href: target, external: false };
  const href = links[target as SiteLinkKey];
  if (!href) throw new Error(`"${target}" is not a link in content/site.json`);
  return { href, external: true };
}

export const toLink = (
  cta: { label: string; href: string; context?: string | undefined },
  links: SiteLinks,
): LinkView => ({
  label: cta.label,
  context: cta.context,
  ...resolveLink(cta.href, links),
});

/** Looks a figures group up by name, failing with the file and field that named it. */
export function figureGroup(groups: FigureGroupView[], id: string, file: string, field: string): FigureGroupView {
  const group = groups.find((candidate) => candidate.id === id);
  if (!group) {
    throw new ContentError(
      file,
      field,
      `names "${id}", which is not a group in content/figures.yaml (${groups.map((g) => g.id).join(', ')})`,
    );
  }
  return group;
}

/** Collections loaded from one YAML file come back empty when the file does not parse. */
export function requireEntries<T>(entries: T[], file: string, exactly?: number): T[] {
  if (entries.length === 0) throw new ContentError(file, 'file', 'has no entries: is it valid YAML?');
  if (exactly !== undefined && entries.length !== exactly) {
    throw new ContentError(file, 'file', `must have exactly ${exactly} entries, found ${entries.length}`);
  }
  return entries;
}

export interface PartnerView {
  id: number;
  title: string;
  logo: ImageView;
  special: boolean;
}

export const toPartner = (data: {
  id: number;
  title: string;
  imgUrl: { src: string; width: number; height: number };
  special?: boolean | undefined;
  position?: number;
}): PartnerView => ({
  id: data.id,
  title: data.title,
  logo: { src: data.imgUrl.src, alt: data.title, width: data.imgUrl.width, height: data.imgUrl.height },
  special: data.special ?? false,
});

export interface TeamMemberView {
  id: string;
  name: string;
  title: string;
  profile: string;
  photo: ImageView;
}

export interface TestimonialView {
  id: string;
  quote: string;
  name: string;
  role: string;
  country: string;
}

export interface PressLogoView {
  id: string;
  name: string;
  logo: ImageView;
}

export interface CommodityView {
  id: string;
  name: string;
  /** Rendered from the markdown body of the commodity's file. */
  html: string;
  image: ImageView;
}

/** Entries of a YAML list in the order the editor wrote them. */
export const inFileOrder = <T extends { data: { position: number } }>(entries: T[]): T[] =>
  [...entries].sort((a, b) => a.data.position - b.data.position);

/**
 * An entry in one language: its `fr` words replace the English ones for French readers, and
 * English stays wherever a French word is left out.
 */
export function inLanguage<D extends { fr?: object | undefined }>(data: D, locale: Locale): Omit<D, 'fr'> {
  const { fr, ...english } = data;
  return locale === 'fr' && fr ? { ...english, ...fr } : english;
}

/**
 * A YAML list as pages see it: its entries in the editor's order and the reader's language,
 * without the position that ordered them.
 */
export const listInFileOrder = <D extends { position: number; fr?: object | undefined }>(
  entries: { data: D }[],
  locale: Locale = 'en',
): Omit<Omit<D, 'fr'>, 'position'>[] =>
  inFileOrder(entries).map(({ data }) => {
    const { position: _position, ...view } = inLanguage(data, locale);
    return view;
  });

/** Commodities in the editor's order (the `order` field), then by name. */
export function sortCommodities<T extends { order: number; name: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => a.order - b.order || a.name.localeCompare(b.name, 'en'));
}

/** Search-engine title and description, and the page's one h1. */
export interface PageMeta {
  title: string;
  description: string;
  heading: string;
}
