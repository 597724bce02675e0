// The product page as the server sends it (issue 16): the pre-rendered shell of /details/_
// carries markers, and the server puts the product in their place, so a phone on 3G paints
// the product before any JavaScript runs and a shared link previews with name, picture and
// price. Pure string building, shared by the Astro shell (markers) and the server (filling).
import { scriptJson } from '../common/script-json.ts';
import { countryIn } from '../i18n/country-names.ts';
import type { Locale } from '../i18n/locales.ts';
import { categoryIn, specificationLabelIn, subCategoryIn } from '../i18n/trade-names.ts';
import {
  avifSrcSet,
  firstSpecification,
  imageSrcSet,
  mainImage,
  moneyText,
  type Product,
  productDescription,
  type ProductImage,
  productName,
  productPath,
} from './products.ts';

/** Replaced by the product's <title>, description, canonical, Open Graph, Twitter and JSON-LD tags. */
export const META_START = '<!--page-meta-->';
export const META_END = '<!--/page-meta-->';
/** Replaced by the product's content (productBodyHtml), which the island completes. */
export const PRODUCT_BODY_MARKER = '<!--product-body-->';
/**
 * Where the island draws its interactive parts into the served content (data-slot="…"): the
 * gallery (thumbnails), the order and inquiry buttons, and the sections after the description
 * (price alert, inquiry form, related products). The rest stays as the server drew it.
 */
export const PRODUCT_SLOTS = { gallery: 'gallery', actions: 'actions', more: 'more' } as const;
export type ProductSlot = keyof typeof PRODUCT_SLOTS;
const slot = (name: ProductSlot) => `data-slot="${PRODUCT_SLOTS[name]}"`;
/** The CSS selector of one slot, for the island that draws into it. */
export const productSlotSelector = (name: ProductSlot) => `[${slot(name)}]`;
/**
 * The served order and inquiry buttons carry their action in data-action: pressed before the
 * island has started, the action is carried out once it has (src/lib/when-engaged.ts).
 */
export type ProductAction = 'order' | 'inquiry';
/** The id of the script element carrying the product for the island (no second request). */
export const PRODUCT_DATA_ID = 'product-data';
/**
 * `sizes` of the main image: half the page beside the facts on wide screens; on phones the
 * container's width (the screen less its 1.25rem padding each side), so a phone's browser
 * picks the 680 px copy rather than the 800 px one.
 */
export const MAIN_IMAGE_SIZES = '(min-width: 860px) 50vw, calc(100vw - 2.5rem)';
/** Product images ship at 800x600 (see smallImage in products.ts) unless they say otherwise. */
export const MAIN_IMAGE_SIZE = { width: 800, height: 600 } as const;
const sizeOf = (image: ProductImage) => ({
  width: image.width ?? MAIN_IMAGE_SIZE.width,
  height: image.height ?? MAIN_IMAGE_SIZE.height,
});

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/**
 * A product picture: its AVIF copies in a <source>, its WebP ones on the <img>, both for
 * `sizes`; `attributes` are the img's others (src, alt, size, priority), already escaped.
 */
export function productPictureHtml(src: string, sizes: string, attributes: string): string {
  const img = `<img ${attributes} srcset="${escapeHtml(imageSrcSet(src))}" sizes="${sizes}">`;
  const avif = avifSrcSet(src);
  return avif
    ? `<picture><source type="image/avif" srcset="${escapeHtml(avif)}" sizes="${sizes}">${img}</picture>`
    : img;
}

/**
 * The preload of the picture productPictureHtml draws first: the AVIF copy for `sizes`, which
 * every browser that preloads by srcset also decodes (one without AVIF skips it and finds the
 * WebP in the body); the WebP, from `href` up, for a picture with no AVIF copies.
 */
export function productPicturePreloadHtml(src: string, href: string, sizes: string): string {
  const avif = avifSrcSet(src);
  return avif
    ? `<link rel="preload" as="image" type="image/avif" imagesrcset="${escapeHtml(avif)}" imagesizes="${sizes}" fetchpriority="high">`
    : `<link rel="preload" as="image" href="${escapeHtml(href)}" imagesrcset="${escapeHtml(imageSrcSet(src))}" imagesizes="${sizes}" fetchpriority="high">`;
}

const INTL: Record<Locale, string> = { en: 'en-US', fr: 'fr-FR' };
/** A figure as src/lib/format/numbers.ts writes it in the browser: "1,150.5", "1 150,5". */
export const amount = (value: number, locale: Locale = 'en') =>
  new Intl.NumberFormat(INTL[locale], { maximumFractionDigits: 2 }).format(value);

/** What the server writes around the product, in each language. */
const WORDS = {
  en: {
    perMT: 'per MT',
    mt: 'MT',
    from: 'from',
    minimumOrder: 'minimum order',
    browse: 'Browse Products',
    noPhoto: 'No photo of {name} yet',
    minimum: 'Minimum Order',
    capacity: 'Capacity',
    monthly: 'MT/Monthly',
    leadTime: 'Lead time',
    days: 'days',
    specification: 'Specification',
    specificationOf: 'Specification of {name}',
    subCategory: 'Sub-category',
    origins: 'Origin countries',
    onRequest: 'On request',
    description: 'Description',
    price: 'Price',
    minimumLabel: 'Minimum order',
    placeOrder: 'Place Order',
    makeInquiry: 'Make Inquiry',
  },
  fr: {
    perMT: 'par TM',
    mt: 'TM',
    from: 'origine',
    minimumOrder: 'commande minimale',
    browse: 'Voir les produits',
    noPhoto: 'Pas encore de photo de {name}',
    minimum: 'Commande minimale',
    capacity: 'Capacité',
    monthly: 'TM/mois',
    leadTime: 'Délai de livraison',
    days: 'jours',
    specification: 'Spécification',
    specificationOf: 'Spécification de {name}',
    subCategory: 'Sous-catégorie',
    origins: 'Pays d’origine',
    onRequest: 'Sur demande',
    description: 'Description',
    price: 'Prix',
    minimumLabel: 'Commande minimale',
    placeOrder: 'Commander',
    makeInquiry: 'Demander un devis',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** "USD 1,150 - 1,400" (or "USD 1,150" when both ends agree), per metric tonne. */
export function priceRangeText(
  product: Pick<Product, 'currency' | 'minPricePerUnit' | 'maxPricePerUnit'>,
  locale: Locale = 'en',
): string {
  const { currency, minPricePerUnit: min, maxPricePerUnit: max } = product;
  return `${currency} ${min === max ? amount(min, locale) : `${amount(min, locale)} - ${amount(max, locale)}`}`;
}

/** One line for previews and search results: price, origins and minimum order, then the description. */
export function productSummary(product: Product, locale: Locale = 'en'): string {
  const w = WORDS[locale];
  const origins = product.CountryTraded.map((origin) => countryIn(origin.countryCode, origin.countryName, locale)).join(
    ', ',
  );
  const facts = [
    `${priceRangeText(product, locale)} ${w.perMT}`,
    origins ? `${w.from} ${origins}` : '',
    `${w.minimumOrder} ${amount(product.minOrdersAllowed, locale)} ${w.mt}`,
  ].filter(Boolean);
  const text = `${facts.join(', ')}. ${productDescription(product, locale).replace(/\s+/g, ' ').trim()}`;
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}...` : text;
}

export interface ProductPageContext {
  /** Public origin (APP_URL), for absolute URLs in previews. */
  origin: string;
  siteName: string;
  /** The page's language; English when not given. */
  locale?: Locale;
}

export { productPath };

/** schema.org Product with one Offer per origin (its price per MT and where it ships from). */
export function productJsonLd(product: Product, { origin, locale = 'en' }: ProductPageContext) {
  const url = new URL(productPath(product.id, locale), origin).href;
  const perTonne = (price: number) => ({
    '@type': 'UnitPriceSpecification',
    price,
    priceCurrency: product.currency,
    unitCode: 'TNE',
    unitText: 'MT',
  });
  const minimum = { '@type': 'QuantitativeValue', minValue: product.minOrdersAllowed, unitCode: 'TNE' };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': url,
    url,
    sku: product.id,
    name: productName(product, locale),
    description: productDescription(product, locale),
    inLanguage: locale,
    category: [categoryIn(product.category, locale), subCategoryIn(product.subCategory, locale)].filter(Boolean).join(' > '),
    image: product.productImages.map((image) => new URL(image.image, origin).href),
    additionalProperty: Object.entries(product.productSpecification).map(([key, value]) => ({
      '@type': 'PropertyValue',
      name: specificationLabelIn(key, locale),
      value,
    })),
    offers:
      product.CountryTraded.length > 0
        ? product.CountryTraded.map((from) => ({
            '@type': 'Offer',
            name: `${productName(product, locale)} ${WORDS[locale].from} ${countryIn(from.countryCode, from.countryName, locale)}`,
            url,
            price: from.price,
            priceCurrency: product.currency,
            priceSpecification: perTonne(from.price),
            eligibleQuantity: minimum,
            availability: 'https://schema.org/InStock',
            availableAtOrFrom: {
              '@type': 'Place',
              name: from.countryName,
              address: { '@type': 'PostalAddress', addressCountry: from.countryCode },
            },
          }))
        : {
            '@type': 'AggregateOffer',
            url,
            lowPrice: product.minPricePerUnit,
            highPrice: product.maxPricePerUnit,
            priceCurrency: product.currency,
            eligibleQuantity: minimum,
          },
  };
}

/** Everything between META_START and META_END for one product, in the page's language. */
export function productMetaHtml(product: Product, context: ProductPageContext): string {
  const { origin, siteName, locale = 'en' } = context;
  const w = WORDS[locale];
  const url = new URL(productPath(product.id, locale), origin).href;
  const name = productName(product, locale);
  const title = `${name} | ${siteName}`;
  const description = productSummary(product, locale);
  const price = `${priceRangeText(product, locale)} ${w.perMT}`;
  const image = mainImage(product);
  const imageUrl = image ? new URL(image.image, origin).href : new URL('/images/marketing/og-image.png', origin).href;
  const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}">`;
  const alternate = (hreflang: string, language: Locale) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(new URL(productPath(product.id, language), origin).href)}">`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    alternate('en', 'en'),
    alternate('fr', 'fr'),
    alternate('x-default', 'en'),
    image ? productPicturePreloadHtml(image.image, image.image, MAIN_IMAGE_SIZES) : '',
    meta('property', 'og:type', 'product'),
    meta('property', 'og:locale', locale === 'fr' ? 'fr_FR' : 'en_US'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', `${name} - ${price}`),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', imageUrl),
    image ? meta('property', 'og:image:width', sizeOf(image).width) : '',
    image ? meta('property', 'og:image:height', sizeOf(image).height) : '',
    image ? meta('property', 'og:image:alt', image.alt) : '',
    meta('property', 'product:price:amount', product.minPricePerUnit),
    meta('property', 'product:price:currency', product.currency),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', `${name} - ${price}`),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', imageUrl),
    image ? meta('name', 'twitter:image:alt', image.alt) : '',
    meta('name', 'twitter:label1', w.price),
    meta('name', 'twitter:data1', price),
    meta('name', 'twitter:label2', w.minimumLabel),
    meta('name', 'twitter:data2', `${amount(product.minOrdersAllowed, locale)} ${w.mt}`),
    `<script type="application/ld+json">${scriptJson(productJsonLd(product, context))}</script>`,
    `<script type="application/json" id="${PRODUCT_DATA_ID}">${scriptJson(product)}</script>`,
  ]
    .filter(Boolean)
    .join('');
}

const actionButton = (action: ProductAction, style: string, label: string) =>
  `<button type="button" class="btn ${style}" data-action="${action}">${escapeHtml(label)}</button>`;

const lead = (product: Product, locale: Locale) =>
  product.minDuration === product.maxDuration
    ? `${product.minDuration} ${WORDS[locale].days}`
    : `${product.minDuration} - ${product.maxDuration} ${WORDS[locale].days}`;

/**
 * The details page's content as plain HTML, in the page's language: main image, name, price
 * per MT, key facts, prices per origin, the order and inquiry buttons, the specification table
 * and the description, with the slots the island fills (PRODUCT_SLOTS). The server sends it; the island writes it
 * itself only for a product it had to fetch.
 */
export function productBodyHtml(product: Product, locale: Locale = 'en'): string {
  const w = WORDS[locale];
  const name = productName(product, locale);
  const image = mainImage(product);
  const fact = (term: string, value: string) => `<div><dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd></div>`;
  const country = (from: Product['CountryTraded'][number]) => countryIn(from.countryCode, from.countryName, locale);
  const origins = product.CountryTraded.map(country).join(', ');
  const money = (value: number) => moneyText(product.currency, amount(value, locale), locale);
  const perOrigin = product.CountryTraded.map((from) => `${country(from)}: ${money(from.price)} / ${w.mt}`).join(' · ');
  const specification = firstSpecification(product, locale);
  const picture = image
    ? productPictureHtml(
        image.image,
        MAIN_IMAGE_SIZES,
        `class="gallery-main" src="${escapeHtml(image.image)}" alt="${escapeHtml(image.alt)}" width="${sizeOf(image).width}" height="${sizeOf(image).height}" fetchpriority="high"`,
      )
    : `<div class="gallery-main" role="img" aria-label="${escapeHtml(w.noPhoto.replace('{name}', name))}"></div>`;
  const browse = locale === 'fr' ? '/fr/buy-commodities' : '/buy-commodities';
  const specRows = Object.entries(product.productSpecification)
    .map(([key, value]) => `<tr><th scope="row">${escapeHtml(specificationLabelIn(key, locale))}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  return [
    `<a class="back-link" href="${browse}"><span aria-hidden="true">&larr;</span> ${escapeHtml(w.browse)}</a>`,
    `<div class="details-top"><div class="gallery" ${slot('gallery')}>${picture}</div><div class="details-info">`,
    `<h1>${escapeHtml(name)}</h1>`,
    `<p class="details-price">${escapeHtml(priceRangeText(product, locale))} <span>${escapeHtml(w.perMT)}</span></p>`,
    `<dl class="facts">`,
    fact(w.minimum, `${amount(product.minOrdersAllowed, locale)} ${w.mt}`),
    fact(w.capacity, `${amount(product.supplyCapacity, locale)} ${w.monthly}`),
    fact(w.leadTime, lead(product, locale)),
    specification ? fact(w.specification, specification) : '',
    fact(w.subCategory, subCategoryIn(product.subCategory, locale)),
    fact(w.origins, origins || w.onRequest),
    `</dl>`,
    perOrigin ? `<p class="muted">${escapeHtml(perOrigin)}</p>` : '',
    `<div class="details-actions" ${slot('actions')}>${actionButton('order', 'btn-primary', w.placeOrder)}${actionButton('inquiry', 'btn-outline', w.makeInquiry)}</div>`,
    `</div></div>`,
    specRows
      ? `<section class="details-section" aria-labelledby="spec-title"><h2 id="spec-title">${escapeHtml(w.specification)}</h2><table class="spec-table"><caption class="visually-hidden">${escapeHtml(w.specificationOf.replace('{name}', name))}</caption><tbody>${specRows}</tbody></table></section>`
      : '',
    `<section class="details-section" aria-labelledby="description-title"><h2 id="description-title">${escapeHtml(w.description)}</h2><p class="details-description">${escapeHtml(productDescription(product, locale))}</p></section>`,
    `<div ${slot('more')}></div>`,
  ].join('');
}
