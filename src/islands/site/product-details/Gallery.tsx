import { useState } from 'react';
import { type ProductImage, smallImage } from '../../../shared/products/products.ts';
import { MAIN_IMAGE_SIZES } from '../../../shared/products/product-page.ts';
import { messages, params, useMessages } from '../../../stores/locale.ts';
import ProductPicture from '../../shared/ProductPicture.tsx';

const text = messages('product/gallery', {
  noPhoto: params('No photo of {name} yet'),
  photos: params('Photos of {name}'),
  show: params('Show photo {number}: {alt}'),
});

/** docs/product/limits.md: the gallery shows the first 5 thumbnails. */
export const GALLERY_THUMBNAILS = 5;

/**
 * The main image and up to five thumbnails; choosing a thumbnail makes it the main image.
 * Drawn inside the page's .gallery (product-page.ts), in place of the served main image.
 */
export default function Gallery({ images, name }: { images: ProductImage[]; name: string }) {
  const t = useMessages(text);
  const ordered = [...images].sort((a, b) => Number(b.isMain) - Number(a.isMain));
  const [current, setCurrent] = useState(0);
  const main = ordered[current];
  if (!main) return <div className="gallery-main" role="img" aria-label={t.noPhoto({ name })} />;
  const thumbs = ordered.slice(0, GALLERY_THUMBNAILS);
  return (
    <>
      <ProductPicture
        className="gallery-main"
        image={main.image}
        src={main.image}
        sizes={MAIN_IMAGE_SIZES}
        alt={main.alt}
        width={800}
        height={600}
        fetchPriority="high"
      />
      {thumbs.length > 1 && (
        <ul className="gallery-thumbs" aria-label={t.photos({ name })}>
          {thumbs.map((image, index) => (
            <li key={image.image}>
              <button type="button" aria-pressed={index === current} onClick={() => setCurrent(index)}>
                <img
                  src={smallImage(image.image)}
                  alt={t.show({ number: index + 1, alt: image.alt })}
                  width={400}
                  height={300}
                  loading="lazy"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
