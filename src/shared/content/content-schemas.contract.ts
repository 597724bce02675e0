// The shape of every file in the top-level content/ folder: one definition for the build
// (content.config.ts hands these to Astro's collections, so a broken entry fails the build with
// the file and field named) and for the console's Content editor (the server checks each save).
import { z } from 'zod';
import { FOCUS_CATEGORIES } from '../common/enums.ts';
import { FIGURE_SOURCES, LIVE_FIGURES } from '../statistics/live-figures.ts';
import { isKnownSitePath } from './content.ts';
import { webAddress } from './web-address.contract.ts';

/** Keys of `links` in content/site.json that pages may point to by name. */
export const SITE_LINK_KEYS = ['marketplace', 'logisticsHub', 'tradeFinance', 'sourcing', 'academy', 'video'] as const;
export type SiteLinkKey = (typeof SITE_LINK_KEYS)[number];

/** What the schemas need to know about files in public/ (given by the build, or by tests). */
export interface PublicAssets {
  /** Width and height of an image under public/, or undefined when there is no such file. */
  size(path: string): Promise<{ width: number; height: number } | undefined>;
}

const text = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} must not be empty`);

/** A site path ("/our-story") or the name of an outbound link in content/site.json ("marketplace"). */
export const linkTarget = z
  .string({ error: 'link is required' })
  .refine(
    (value) =>
      (value.startsWith('/') && !value.startsWith('//')) || (SITE_LINK_KEYS as readonly string[]).includes(value),
    {
      message: `must be a site path such as /our-story, or one of the links in content/site.json: ${SITE_LINK_KEYS.join(', ')}`,
    },
  )
  .refine((value) => !value.startsWith('/') || value.startsWith('//') || isKnownSitePath(value), {
    message: 'no page of this site has this address (such as /our-story or /fr/our-story)',
  });

/**
 * A call to action. `context` is read to screen-reader users after a short label, so
 * "Learn more" becomes "Learn more about our story" for them (and for search engines).
 */
const cta = z.object({ label: text('label'), href: linkTarget, context: z.string().trim().min(1).optional() }).strict();

/** A short list of paragraphs; plain text, one string per paragraph. */
const paragraphs = z.array(text('paragraph')).min(1, 'needs at least one paragraph');

/** Set by the build from the entry's place in its YAML list (never written by editors). */
const position = z.number().int().nonnegative();

const pageMeta = {
  /** The browser tab and search-result title (the site name is appended). */
  title: text('title').max(60, 'keep the title under 60 characters for search results'),
  /** The search-result snippet. */
  description: text('description')
    .min(50, 'write at least 50 characters so search engines use it')
    .max(160, 'keep the description under 160 characters for search results'),
  /** The page's one h1. */
  heading: text('heading'),
};

/**
 * A picture's path under /images/: each folder and the file name start with a letter, digit,
 * `_` or `-`, so no `.` or `..` step (nor a hidden file) can lead out of the images folder.
 */
export const IMAGE_PATH = /^\/images\/(?:[\w-][\w.-]*\/)*[\w-][\w.-]*\.(svg|webp|avif|png|jpg)$/;

export function contentSchemas(assets: PublicAssets) {
  /** An image in public/, with its size read from the file so pages reserve its space. */
  const image = z
    .object({
      src: z
        .string({ error: 'src is required' })
        .regex(IMAGE_PATH, 'must be a path under /images/ ending in .svg, .webp, .avif, .png or .jpg'),
      alt: z.string({ error: 'alt is required (use "" for decorative images)' }),
    })
    .strict()
    .transform(async (value, ctx) => {
      const size = await assets.size(value.src);
      if (!size) {
        ctx.addIssue({ code: 'custom', path: ['src'], message: `no such file: public${value.src}` });
        return z.NEVER;
      }
      return { ...value, ...size };
    });

  const blurb = z.object({ title: text('title'), text: text('text') }).strict();

  /** A card of "Our business at a glance": a service, its site, and a group of content/figures.yaml. */
  const glanceCard = z
    .object({
      title: text('title'),
      link: linkTarget,
      figures: text('figures'),
      /** How many of the group's figures the card shows, the first ones (all when left out). */
      show: z.number({ error: 'show must be a number' }).int().min(1).optional(),
    })
    .strict();

  const home = z
    .object({
      ...pageMeta,
      hero: z.object({ eyebrow: text('eyebrow'), text: text('text'), cta, image }).strict(),
      trust: text('trust'),
      glance: z
        .object({
          heading: text('heading'),
          text: text('text'),
          marketplace: glanceCard,
          tradeFinance: glanceCard,
          sourcing: glanceCard,
          logistics: glanceCard,
        })
        .strict(),
      whatWeDo: z.object({ heading: text('heading'), text: text('text'), cta }).strict(),
      blurbs: z.array(blurb).length(3, 'needs exactly three blurbs'),
      categories: z
        .object({
          heading: text('heading'),
          text: text('text'),
          items: z
            .array(
              // `name` is the the product docs' category; `label` shows it in another language (content/fr).
              z
                .object({ name: z.enum(FOCUS_CATEGORIES), label: text('label').optional(), text: text('text'), image })
                .strict(),
            )
            .length(3, 'needs exactly the three focus categories'),
        })
        .strict(),
      trending: z
        .object({
          heading: text('heading'),
          text: text('text'),
          ad: z.object({ heading: text('heading'), text: text('text'), button: text('button') }).strict(),
        })
        .strict(),
      partners: z.object({ heading: text('heading'), text: text('text') }).strict(),
    })
    .strict();

  const story = z
    .object({
      ...pageMeta,
      intro: text('intro'),
      founder: z.object({ name: text('name'), role: text('role'), quote: text('quote'), image }).strict(),
      video: z.object({ label: text('label'), href: linkTarget, text: text('text') }).strict(),
      mission: z.object({ heading: text('heading'), text: text('text') }).strict(),
      vision: z.object({ heading: text('heading'), text: text('text') }).strict(),
      team: z.object({ heading: text('heading'), text: text('text') }).strict(),
    })
    .strict();

  const section = z
    .object({
      id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be lower-case letters, digits and dashes (used as the #anchor)'),
      title: text('title'),
      paragraphs,
      cta: cta.optional(),
      /** A group of content/figures.yaml shown beside the text. */
      figures: text('figures').optional(),
      image,
    })
    .strict();

  const whatWeDo = z
    .object({
      ...pageMeta,
      intro: text('intro'),
      technology: z
        .object({
          heading: text('heading'),
          text: text('text'),
          items: z.array(text('item')).length(5, 'needs the five technology points'),
        })
        .strict(),
      sections: z.array(section).min(1),
    })
    .strict();

  const impact = z
    .object({
      ...pageMeta,
      intro: text('intro'),
      quote: z.object({ text: text('text'), author: text('author'), role: text('role') }).strict(),
      metrics: z.object({ heading: text('heading'), text: text('text'), figures: text('figures') }).strict(),
      capacityBuilding: z.object({ heading: text('heading'), paragraphs, figures: text('figures'), image }).strict(),
      community: z
        .object({ heading: text('heading'), paragraphs, points: z.array(text('point')).min(1), image })
        .strict(),
      stories: z.object({ heading: text('heading'), text: text('text') }).strict(),
      press: z.object({ heading: text('heading') }).strict(),
    })
    .strict();

  const intelligence = z
    .object({
      ...pageMeta,
      intro: text('intro'),
      commodities: z.object({ heading: text('heading'), text: text('text') }).strict(),
      /** The price panels of the commodities, drawn from our own price data. */
      prices: z.object({ heading: text('heading'), text: text('text') }).strict(),
      map: z
        .object({
          heading: text('heading'),
          text: text('text'),
          /** Countries of operation, as ISO 3166-1 alpha-2 codes. */
          countries: z.array(z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as NG')).min(1),
        })
        .strict(),
      testimonials: z.object({ heading: text('heading') }).strict(),
    })
    .strict();

  /** Academy: a heading and one line (its articles are content/academy/). */
  const simple = z.object({ ...pageMeta, text: text('text') }).strict();

  /**
   * Contact: the heading and its line, the opening hours (the phone, e-mail and addresses are
   * content/site.json's), and the words of the form.
   */
  const contact = z
    .object({
      ...pageMeta,
      text: text('text'),
      hours: z.object({ heading: text('hours.heading'), lines: z.array(text('hours line')).min(1) }).strict(),
      reach: z
        .object({ heading: text('reach.heading'), phone: text('reach.phone'), email: text('reach.email') })
        .strict(),
      form: z
        .object({
          heading: text('form.heading'),
          name: text('form.name'),
          company: text('form.company'),
          country: text('form.country'),
          phone: text('form.phone'),
          email: text('form.email'),
          interest: text('form.interest'),
          choose: text('form.choose'),
          message: text('form.message'),
          /** The hidden field's label, read only by people who reach it anyway: "leave this empty". */
          trap: text('form.trap'),
          send: text('form.send'),
          sentHeading: text('form.sentHeading'),
          sent: text('form.sent'),
        })
        .strict(),
    })
    .strict();

  const teamMember = z
    .object({
      id: z.string().regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits and dashes'),
      name: text('name'),
      title: text('title'),
      profile: webAddress('profile'),
      photo: image,
      /** The job title for French readers (the photo sits beside the name, so it needs no alt of its own). */
      fr: z
        .object({ title: text('fr.title') })
        .strict()
        .optional(),
      position,
    })
    .strict();

  const partner = z
    .object({
      id: z.number({ error: 'id must be a number' }).int().positive(),
      title: text('title'),
      imgUrl: z
        .string({ error: 'imgUrl is required' })
        .regex(/^\/images\/partners\/[\w.-]+\.svg$/, 'must be an SVG under /images/partners/')
        .transform(async (src, ctx) => {
          const size = await assets.size(src);
          if (!size) {
            ctx.addIssue({ code: 'custom', message: `no such file: public${src}` });
            return z.NEVER;
          }
          return { src, ...size };
        }),
      /** docs/product/data.md: a flag that applies a special image style (square marks are shown larger). */
      special: z.boolean().optional(),
      position,
    })
    .strict();

  const pressLogo = z
    .object({ id: z.string().regex(/^[a-z0-9-]+$/), name: text('name'), logo: image, position })
    .strict();

  const testimonial = z
    .object({
      id: z.string().regex(/^[a-z0-9-]+$/),
      quote: text('quote'),
      name: text('name'),
      role: text('role'),
      country: text('country'),
      /** The words for French readers; English is shown for any left out. */
      fr: z
        .object({ quote: text('fr.quote'), role: text('fr.role'), country: text('fr.country') })
        .partial()
        .strict()
        .optional(),
      position,
    })
    .strict();

  const figureGroup = z
    .object({
      title: text('title'),
      items: z
        .array(
          z
            .object({
              /** The editorial figure: shown as written, and in the served page until a live one means something. */
              value: text('value'),
              label: text('label'),
              /** The statistic this figure may show live ("marketplace.products"). */
              live: z
                .string()
                .refine((name) => LIVE_FIGURES.includes(name), {
                  error: `live must be one of ${LIVE_FIGURES.join(', ')}`,
                })
                .optional(),
              /** editorial (the default): always the value as written; live: the statistic once it reaches the threshold. */
              source: z.enum(FIGURE_SOURCES, { error: 'source must be editorial or live' }).default('editorial'),
              /** The least live value worth showing; below it the editorial value stays. */
              threshold: z.number({ error: 'threshold must be a number' }).min(0).default(1),
              /** The value and label as French readers see them ("11 600 000 $", "Produits référencés"). */
              fr: z
                .object({ value: text('fr.value'), label: text('fr.label') })
                .partial()
                .strict()
                .optional(),
            })
            .strict()
            .refine((figure) => figure.source === 'editorial' || figure.live !== undefined, {
              error: 'source: live needs a live statistic (live: marketplace.products...)',
              path: ['live'],
            }),
        )
        .min(1),
      fr: z
        .object({ title: text('fr.title') })
        .strict()
        .optional(),
    })
    .strict();

  /**
   * An Academy article (content/academy/{name}.md and its French twin): its title is the tab's,
   * the search result's and the page's h1; the text is the markdown under the settings.
   */
  const article = z
    .object({
      title: pageMeta.title,
      description: pageMeta.description,
      /** Its place on the Academy page, smallest first. */
      order: z.number({ error: 'order must be a number' }).int(),
    })
    .strict();

  /** The text of a commodity is the markdown body of its file. */
  const commodity = z
    .object({
      name: text('name'),
      order: z.number({ error: 'order must be a number' }).int(),
      image,
    })
    .strict();

  return {
    home,
    story,
    whatWeDo,
    impact,
    intelligence,
    simple,
    contact,
    teamMember,
    partner,
    pressLogo,
    testimonial,
    figureGroup,
    commodity,
    article,
  };
}

export type ContentSchemas = ReturnType<typeof contentSchemas>;
