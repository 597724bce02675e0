// The first product cards of Buy Commodities as the server sends them (issue 27): the island
// loads the catalogue only once the page has loaded, so a phone paints these cards, and its
// first picture, from the document alone. The same markup and classes as
// src/islands/shared/ProductCard.tsx, which replaces them once the island runs.
import type { Locale } from '../i18n/locales.ts';
import { countryIn } from '../i18n/country-names.ts';
import { amount, escapeHtml, productPictureHtml, productPicturePreloadHtml } from './product-page.ts';
import {
  cardPriceText,
  mainImage,
  type Product,
  productName,
  productPath,
  smallImage,
  specSummary,
  firstSpecification,
} from './products.ts';

/**
 * How wide a card's image is drawn at each breakpoint, so the browser picks the right srcset
 * entry: the browse grid's cards are wider than the home page's five-a-row.
 */
export const CARD_IMAGE_SIZES = {
  grid: '(min-width: 1100px) 280px, (min-width: 640px) 45vw, 92vw',
  row: '(min-width: 1100px) 220px, (min-width: 700px) 30vw, 46vw',
} as const;

/** Cards drawn at once, by the server and then by the island: the first screen on a phone and on a desk. */
export const FIRST_CARDS = 8;

/** The server puts the first cards between these, in the island's list (BrowseProducts.tsx). */
export const FIRST_CARDS_START = '<!--first-cards-->';
export const FIRST_CARDS_END = '<!--/first-cards-->';
/** The id of that list, whose served content the island keeps while the catalogue loads. */
export const FIRST_CARDS_ID = 'first-cards';
/** In the head: replaced by the preload of the first card's picture. */
export const FIRST_CARD_PRELOAD_MARKER = '<!--first-card-preload-->';

/** The card's words in each language (ProductCard.tsx's messages). */
const WORDS = {
  en: { perMT: '/ MT', origins: 'Origins: ' },
  fr: { perMT: '/ TM', origins: 'Origines : ' },
} as const satisfies Record<Locale, Record<string, string>>;

/** One card of the browse grid; the first one's picture is the page's largest paint, fetched at once. */
export function productCardHtml(product: Product, locale: Locale, first: boolean): string {
  const w = WORDS[locale];
  const image = mainImage(product);
  const picture = image
    ? productPictureHtml(
        image.image,
        CARD_IMAGE_SIZES.grid,
        `src="${escapeHtml(smallImage(image.image))}" alt="${escapeHtml(image.alt)}" width="400" height="300" ${first ? 'fetchpriority="high"' : 'loading="lazy"'} decoding="async"`,
      )
    : '<div class="product-card-noimage" aria-hidden="true"></div>';
  const spec = firstSpecification(product, locale);
  const origins = product.CountryTraded.map((from) => countryIn(from.countryCode, from.countryName, locale)).join(', ');
  return [
    `<li class="product-card product-card-grid">${picture}<div class="product-card-body">`,
    `<h2 class="product-card-title"><a href="${escapeHtml(productPath(product.id, locale))}">${escapeHtml(productName(product, locale))}</a></h2>`,
    `<p class="product-card-price">${escapeHtml(cardPriceText(product, locale, amount))} <span>${w.perMT}</span></p>`,
    spec ? `<p class="product-card-spec" title="${escapeHtml(spec)}">${escapeHtml(specSummary(product, locale))}</p>` : '',
    origins
      ? `<p class="product-card-origins"><span class="visually-hidden">${w.origins}</span>${escapeHtml(origins)}</p>`
      : '',
    '</div></li>',
  ].join('');
}

/** The first cards of the catalogue in its own order (the page's default, unfiltered). */
export const firstCardsHtml = (products: readonly Product[], locale: Locale): string =>
  products
    .slice(0, FIRST_CARDS)
    .map((product, index) => productCardHtml(product, locale, index === 0))
    .join('');

/** The preload of the first card's picture, with the card's own srcset and sizes; '' without one. */
export function firstCardPreloadHtml(products: readonly Product[]): string {
  const image = products[0] && mainImage(products[0]);
  if (!image) return '';
  return productPicturePreloadHtml(image.image, smallImage(image.image), CARD_IMAGE_SIZES.grid);
}
