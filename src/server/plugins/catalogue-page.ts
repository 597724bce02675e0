// Buy Commodities as the server sends it (issue 27): the built page with its first product
// cards drawn in (src/shared/products/product-card-html.ts) and their first picture preloaded,
// so a phone on 3G paints products from the document alone, as product pages do
// (product-page.ts). The island loads the whole catalogue once the page has loaded.
import type { Locale } from '../../shared/i18n/locales.ts';
import { asksForFilters } from '../../shared/products/browse-filters.ts';
import {
  FIRST_CARD_PRELOAD_MARKER,
  FIRST_CARDS_END,
  FIRST_CARDS_START,
  firstCardPreloadHtml,
  firstCardsHtml,
} from '../../shared/products/product-card-html.ts';
import type { Product } from '../../shared/products/products.ts';
import { type EncodedAnswer, encodeText } from '../http/encoded-answer.ts';

const HTML = 'text/html; charset=utf-8';

/** A built page with the first cards' markers, cut where the server writes. */
export interface CatalogueShell {
  locale: Locale;
  /** Up to the preload marker; from it to the cards; after the cards. */
  parts: [string, string, string];
  /** The page filled, encoded once per catalogue (the catalogue's list is replaced on every change). */
  filled: WeakMap<readonly Product[], Promise<EncodedAnswer>>;
}

/** The shell of a built page that has the markers, else undefined (every other page, an older build). */
export function parseCatalogueShell(html: string, locale: Locale): CatalogueShell | undefined {
  const preload = html.indexOf(FIRST_CARD_PRELOAD_MARKER);
  const start = html.indexOf(FIRST_CARDS_START);
  const end = html.indexOf(FIRST_CARDS_END);
  if (preload < 0 || start < preload || end < start) return undefined;
  return {
    locale,
    parts: [
      html.slice(0, preload),
      html.slice(preload + FIRST_CARD_PRELOAD_MARKER.length, start),
      html.slice(end + FIRST_CARDS_END.length),
    ],
    filled: new WeakMap(),
  };
}

/** The page with the catalogue's first cards, in the page's language. */
export function fillCataloguePage(shell: CatalogueShell, products: readonly Product[]): string {
  const [head, middle, tail] = shell.parts;
  return head + firstCardPreloadHtml(products) + middle + firstCardsHtml(products, shell.locale) + tail;
}

/**
 * The filled page for this request, or undefined when the address asks for filters (the
 * island's list would differ from the first cards: the built placeholders stay).
 */
export function cataloguePageAnswer(
  shell: CatalogueShell,
  products: readonly Product[],
  query: string,
): Promise<EncodedAnswer> | undefined {
  if (asksForFilters(query)) return undefined;
  let answer = shell.filled.get(products);
  if (!answer) {
    answer = encodeText(fillCataloguePage(shell, products), HTML, 'best');
    shell.filled.set(products, answer);
    // A failed encoding is not kept: the next request tries again.
    answer.catch(() => shell.filled.delete(products));
  }
  return answer;
}
