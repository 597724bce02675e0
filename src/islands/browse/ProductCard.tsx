import { firstSpecification, imageSrcSet, mainImage, type Product, smallImage } from '../../shared/product.ts';
import { originNames, priceRange, specSummary } from './product-view.ts';

/** A product on the browse grid and in 'You might be interested in'; the whole card links to its details. */
export default function ProductCard({ product, headingLevel = 2 }: { product: Product; headingLevel?: 2 | 3 }) {
  const image = mainImage(product);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const spec = firstSpecification(product);
  return (
    <li className="market-card">
      {image ? (
        <img
          src={smallImage(image.image)}
          srcSet={imageSrcSet(image.image)}
          sizes="(min-width: 1100px) 280px, (min-width: 640px) 45vw, 92vw"
          alt={image.alt}
          width={400}
          height={300}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <div className="market-card-noimage" aria-hidden="true" />
      )}
      <div className="market-card-body">
        <Heading className="market-card-title">
          <a href={`/details/${product.id}`}>{product.productName}</a>
        </Heading>
        <p className="market-card-price">
          {priceRange(product)} <span>/ MT</span>
        </p>
        {spec && (
          <p className="market-card-spec" title={spec}>
            {specSummary(product)}
          </p>
        )}
        {product.CountryTraded.length > 0 && (
          <p className="market-card-origins">
            <span className="visually-hidden">Origins: </span>
            {originNames(product)}
          </p>
        )}
      </div>
    </li>
  );
}
