// The one way the site names a picture's smaller copies and offers them to the browser, for
// product pictures (shared/products/products.ts) and editors' pictures (shared/content/content-images.ts).

/** A smaller copy sits beside its picture, named with its width: cocoa-1.webp → cocoa-1-400.webp. */
export const resizedImage = (src: string, width: number) => src.replace(/(\.[a-z]+)$/, `-${width}$1`);

/**
 * The `srcset` of a picture `width` pixels wide and its copies at `copies` (narrower widths
 * only: a copy is never made wider than its picture), so a phone downloads what it shows.
 */
export function responsiveSrcSet(src: string, width: number, copies: readonly number[]): string {
  return [
    ...copies.filter((copy) => copy < width).map((copy) => `${resizedImage(src, copy)} ${copy}w`),
    `${src} ${width}w`,
  ].join(', ');
}
