import type { ImgHTMLAttributes } from 'react';
import { avifSrcSet, imageSrcSet } from '../../shared/products/products.ts';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'srcSet' | 'sizes'> & {
  /** The picture's 800 px WebP; its copies sit beside it (shared/products/products.ts). */
  image: string;
  sizes: string;
};

/**
 * A product picture: its AVIF copies for the browsers that take them, else its WebP ones, the
 * copy for `sizes` either way; the same markup as the server's productPictureHtml.
 */
export default function ProductPicture({ image, sizes, alt, ...img }: Props) {
  const avif = avifSrcSet(image);
  const picture = <img {...img} alt={alt} srcSet={imageSrcSet(image)} sizes={sizes} />;
  return avif ? (
    <picture>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      {picture}
    </picture>
  ) : (
    picture
  );
}
