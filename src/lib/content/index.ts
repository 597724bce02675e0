// Loads the content collections (src/content.config.ts) and turns them into the view models
// the public pages render. Pages import only from here, never from astro:content.
import { PARTNER_COUNT } from '../../shared/content/content.ts';
import { type CollectionEntry, type CollectionKey, getCollection } from 'astro:content';
import { SITE } from '../../config/site.ts';
import type { Locale } from '../../shared/i18n/locales.ts';
import {
  type CommodityView,
  ContentError,
  type FigureGroupView,
  figureGroup,
  type ImageView,
  inFileOrder,
  inLanguage,
  listInFileOrder,
  type LinkView,
  type PageMeta,
  type PartnerView,
  type PressLogoView,
  requireEntries,
  resolveLink,
  sortCommodities,
  type TeamMemberView,
  type TestimonialView,
  toLink,
  toPartner,
} from './view-models.ts';

export type * from './view-models.ts';

const links = SITE.links;

type PageCollection =
  'homePage' | 'storyPage' | 'whatWeDoPage' | 'impactPage' | 'intelligencePage' | 'contactPage' | 'academyPage';

const PAGE_FILES: Record<PageCollection, string> = {
  homePage: 'content/pages/home.md',
  storyPage: 'content/pages/our-story.md',
  whatWeDoPage: 'content/pages/what-we-do.md',
  impactPage: 'content/pages/our-impact.md',
  intelligencePage: 'content/pages/market-intelligence.md',
  contactPage: 'content/pages/contact.md',
  academyPage: 'content/pages/academy.md',
};

/** Where the French version of a page file lives: content/fr/pages/... beside content/pages/... */
const frenchFile = (file: string) => file.replace(/^content\//, 'content/fr/');

/**
 * The page of a collection in one language; a missing file is an editor's error, named as
 * such. French entries are the ones under content/fr/ (see content.config.ts).
 */
async function pageEntry<C extends PageCollection>(collection: C, locale: Locale = 'en'): Promise<CollectionEntry<C>> {
  const entries = await getCollection(collection);
  const entry = entries.find((e) => e.id.startsWith('fr/') === (locale === 'fr'));
  if (!entry) {
    const file = locale === 'fr' ? frenchFile(PAGE_FILES[collection]) : PAGE_FILES[collection];
    throw new ContentError(file, 'file', 'is missing (or starts with _, which marks a draft)');
  }
  return entry;
}

const meta = (data: PageMeta): PageMeta => ({
  title: data.title,
  description: data.description,
  heading: data.heading,
});

async function entriesOf<C extends CollectionKey>(collection: C, file: string, exactly?: number) {
  return requireEntries(await getCollection(collection), file, exactly);
}

export async function loadFigureGroups(locale: Locale = 'en'): Promise<FigureGroupView[]> {
  const entries = await entriesOf('figures', 'content/figures.yaml');
  return entries.map((entry) => ({
    id: entry.id,
    title: inLanguage(entry.data, locale).title,
    items: entry.data.items.map((item) => inLanguage(item, locale)),
  }));
}

export async function loadPartners(): Promise<PartnerView[]> {
  // docs/product/data.md: the carousel has 11 partner logos.
  const entries = await entriesOf('partners', 'content/partners.yaml', PARTNER_COUNT);
  return inFileOrder(entries).map((entry) => toPartner(entry.data));
}

export async function loadTeam(locale: Locale = 'en'): Promise<TeamMemberView[]> {
  return listInFileOrder(await entriesOf('team', 'content/team.yaml'), locale);
}

export async function loadPress(): Promise<PressLogoView[]> {
  return listInFileOrder(await entriesOf('press', 'content/press.yaml'));
}

export async function loadTestimonials(locale: Locale = 'en'): Promise<TestimonialView[]> {
  return listInFileOrder(await entriesOf('testimonials', 'content/testimonials.yaml'), locale);
}

/**
 * The commodities in the reader's language: content/commodities/{id}.md, or for French readers
 * its twin content/fr/commodities/{id}.md where there is one (English where not yet written).
 */
export async function loadCommodities(locale: Locale = 'en'): Promise<CommodityView[]> {
  const all = await entriesOf('commodities', 'content/commodities/');
  const english = all.filter((entry) => !entry.id.startsWith('fr/'));
  const french = new Map(all.filter((entry) => entry.id.startsWith('fr/')).map((entry) => [entry.id.slice(3), entry]));
  const entries = english.map((entry) => (locale === 'fr' ? (french.get(entry.id) ?? entry) : entry));
  const sorted = sortCommodities(entries.map((entry) => ({ entry, order: entry.data.order, name: entry.data.name })));
  return sorted.map(({ entry }) => ({
    id: entry.id.replace(/^fr\//, ''),
    name: entry.data.name,
    html: entry.rendered?.html ?? '',
    image: entry.data.image,
  }));
}

export interface ArticleView {
  /** The file name, the article's address in both languages (/academy/{id}). */
  id: string;
  title: string;
  description: string;
  /** Rendered from the markdown body of the article's file. */
  html: string;
  /** Whether the reader's language has its own version (else the English one is shown). */
  translated: boolean;
}

/**
 * The Academy articles in the reader's language, in their `order`: content/academy/{id}.md, or
 * for French readers its twin content/fr/academy/{id}.md (English where not yet written).
 */
export async function loadArticles(locale: Locale = 'en'): Promise<ArticleView[]> {
  const all = await getCollection('academy');
  const english = all.filter((entry) => !entry.id.startsWith('fr/'));
  const french = new Map(all.filter((entry) => entry.id.startsWith('fr/')).map((entry) => [entry.id.slice(3), entry]));
  return english
    .map((entry) => {
      const shown = locale === 'fr' ? (french.get(entry.id) ?? entry) : entry;
      return { shown, order: entry.data.order, id: entry.id };
    })
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id))
    .map(({ shown, id }) => ({
      id,
      title: shown.data.title,
      description: shown.data.description,
      html: shown.rendered?.html ?? '',
      translated: locale === 'en' || shown.id.startsWith('fr/'),
    }));
}

// ------------------------------------------------------------------ pages

/** A card of "Our business at a glance": a service, its site, and the figures it shows. */
export interface GlanceCard {
  title: string;
  link: LinkView;
  figures: FigureGroupView;
}

export interface HomePageView extends PageMeta {
  hero: { eyebrow: string; text: string; cta: LinkView; image: ImageView };
  trust: string;
  glance: {
    heading: string;
    text: string;
    marketplace: GlanceCard;
    tradeFinance: GlanceCard;
    sourcing: GlanceCard;
    logistics: GlanceCard;
  };
  whatWeDo: { heading: string; text: string; cta: LinkView };
  blurbs: { title: string; text: string }[];
  categories: {
    heading: string;
    text: string;
    items: { name: string; label?: string | undefined; text: string; image: ImageView }[];
  };
  trending: { heading: string; text: string; ad: { heading: string; text: string; button: string } };
  partners: { heading: string; text: string; logos: PartnerView[] };
}

const serviceLink = (title: string, target: string): LinkView => ({ label: title, ...resolveLink(target, links) });

export async function loadHomePage(locale: Locale = 'en'): Promise<HomePageView> {
  const { data } = await pageEntry('homePage', locale);
  const [groups, partners] = await Promise.all([loadFigureGroups(locale), loadPartners()]);
  const { glance } = data;
  const card = (name: 'marketplace' | 'tradeFinance' | 'sourcing' | 'logistics'): GlanceCard => {
    const { title, link, figures, show } = glance[name];
    const group = figureGroup(groups, figures, PAGE_FILES.homePage, `glance.${name}.figures`);
    return {
      title,
      link: serviceLink(title, link),
      figures: show ? { ...group, items: group.items.slice(0, show) } : group,
    };
  };
  return {
    ...meta(data),
    hero: {
      eyebrow: data.hero.eyebrow,
      text: data.hero.text,
      cta: toLink(data.hero.cta, links),
      image: data.hero.image,
    },
    trust: data.trust,
    glance: {
      heading: glance.heading,
      text: glance.text,
      marketplace: card('marketplace'),
      tradeFinance: card('tradeFinance'),
      sourcing: card('sourcing'),
      logistics: card('logistics'),
    },
    whatWeDo: { heading: data.whatWeDo.heading, text: data.whatWeDo.text, cta: toLink(data.whatWeDo.cta, links) },
    blurbs: data.blurbs,
    categories: data.categories,
    trending: data.trending,
    partners: { heading: data.partners.heading, text: data.partners.text, logos: partners },
  };
}

export interface StoryPageView extends PageMeta {
  intro: string;
  /** The founder story, rendered from the markdown body. */
  storyHtml: string;
  founder: { name: string; role: string; quote: string; image: ImageView };
  video: { link: LinkView; text: string };
  mission: { heading: string; text: string };
  vision: { heading: string; text: string };
  team: { heading: string; text: string; members: TeamMemberView[] };
}

export async function loadStoryPage(locale: Locale = 'en'): Promise<StoryPageView> {
  const entry = await pageEntry('storyPage', locale);
  const { data } = entry;
  return {
    ...meta(data),
    intro: data.intro,
    storyHtml: entry.rendered?.html ?? '',
    founder: data.founder,
    video: { link: toLink({ label: data.video.label, href: data.video.href }, links), text: data.video.text },
    mission: data.mission,
    vision: data.vision,
    team: { heading: data.team.heading, text: data.team.text, members: await loadTeam(locale) },
  };
}

export interface ServiceSectionView {
  id: string;
  title: string;
  paragraphs: string[];
  cta: LinkView | undefined;
  figures: FigureGroupView | undefined;
  image: ImageView;
}

export interface WhatWeDoPageView extends PageMeta {
  intro: string;
  technology: { heading: string; text: string; items: string[] };
  sections: ServiceSectionView[];
}

export async function loadWhatWeDoPage(locale: Locale = 'en'): Promise<WhatWeDoPageView> {
  const { data } = await pageEntry('whatWeDoPage', locale);
  const groups = await loadFigureGroups(locale);
  return {
    ...meta(data),
    intro: data.intro,
    technology: data.technology,
    sections: data.sections.map((section, index) => ({
      id: section.id,
      title: section.title,
      paragraphs: section.paragraphs,
      cta: section.cta ? toLink(section.cta, links) : undefined,
      figures: section.figures
        ? figureGroup(groups, section.figures, PAGE_FILES.whatWeDoPage, `sections.${index}.figures`)
        : undefined,
      image: section.image,
    })),
  };
}

/** A page's testimonials section: its heading and words around every testimonial. */
export interface TestimonialsSectionView {
  heading: string;
  text?: string | undefined;
  items: TestimonialView[];
}

export interface ImpactPageView extends PageMeta {
  intro: string;
  quote: { text: string; author: string; role: string };
  metrics: { heading: string; text: string; figures: FigureGroupView };
  trust: string;
  capacityBuilding: { heading: string; paragraphs: string[]; figures: FigureGroupView; image: ImageView };
  community: { heading: string; paragraphs: string[]; points: string[]; image: ImageView };
  stories: TestimonialsSectionView;
  press: { heading: string; logos: PressLogoView[] };
}

export async function loadImpactPage(locale: Locale = 'en'): Promise<ImpactPageView> {
  const { data } = await pageEntry('impactPage', locale);
  const [groups, testimonials, press, home] = await Promise.all([
    loadFigureGroups(locale),
    loadTestimonials(locale),
    loadPress(),
    pageEntry('homePage', locale),
  ]);
  const file = PAGE_FILES.impactPage;
  return {
    ...meta(data),
    intro: data.intro,
    quote: data.quote,
    metrics: { ...data.metrics, figures: figureGroup(groups, data.metrics.figures, file, 'metrics.figures') },
    // One trust line for the whole site, kept with the home page copy.
    trust: home.data.trust,
    capacityBuilding: {
      ...data.capacityBuilding,
      figures: figureGroup(groups, data.capacityBuilding.figures, file, 'capacityBuilding.figures'),
    },
    community: data.community,
    stories: { ...data.stories, items: testimonials },
    press: { heading: data.press.heading, logos: press },
  };
}

export interface IntelligencePageView extends PageMeta {
  intro: string;
  commodities: { heading: string; text: string; items: CommodityView[] };
  prices: { heading: string; text: string };
  map: { heading: string; text: string; countries: string[] };
  testimonials: TestimonialsSectionView;
}

export async function loadIntelligencePage(locale: Locale = 'en'): Promise<IntelligencePageView> {
  const { data } = await pageEntry('intelligencePage', locale);
  const [commodities, testimonials] = await Promise.all([loadCommodities(locale), loadTestimonials(locale)]);
  return {
    ...meta(data),
    intro: data.intro,
    commodities: { ...data.commodities, items: commodities },
    prices: data.prices,
    map: data.map,
    testimonials: { heading: data.testimonials.heading, items: testimonials },
  };
}

export interface SimplePageView extends PageMeta {
  text: string;
}

export async function loadSimplePage(page: 'academy', locale: Locale = 'en'): Promise<SimplePageView> {
  const { data } = await pageEntry(`${page}Page`, locale);
  return { ...meta(data), text: data.text };
}

export interface ContactPageView extends PageMeta {
  text: string;
  hours: { heading: string; lines: string[] };
  reach: { heading: string; phone: string; email: string };
  form: Record<
    | 'heading'
    | 'name'
    | 'company'
    | 'country'
    | 'phone'
    | 'email'
    | 'interest'
    | 'choose'
    | 'message'
    | 'trap'
    | 'send'
    | 'sentHeading'
    | 'sent',
    string
  >;
}

export async function loadContactPage(locale: Locale = 'en'): Promise<ContactPageView> {
  const { data } = await pageEntry('contactPage', locale);
  return { ...meta(data), text: data.text, hours: data.hours, reach: data.reach, form: data.form };
}

export { ContentError, PAGE_FILES };
