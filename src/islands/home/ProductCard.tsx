import { truncateName } from '../../lib/format/names.ts';
import { formatNumber, formatUsd } from '../../lib/format/numbers.ts';
import { firstSpecification, imageSrcSet, mainImage, type Product, smallImage } from '../../shared/product.ts';

/** SPEC §9: the card's specification summary is cut at 16 characters. */
export const SPEC_SUMMARY_LENGTH = 16;

const price = (product: Product, value: number) =>
  product.currency === 'USD' ? formatUsd(value) : `${product.currency} ${formatNumber(value)}`;

/** A trending product: the whole card links to its details page. */
export default function ProductCard({ product }: { product: Product }) {
  const image = mainImage(product);
  const spec = firstSpecification(product);
  return (
    <li className="product-card">
      {image ? (
        <img
          src={smallImage(image.image)}
          srcSet={imageSrcSet(image.image)}
          sizes="(min-width: 1100px) 220px, (min-width: 700px) 30vw, 46vw"
          alt={image.alt}
          width={400}
          height={300}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <div className="product-card-noimage" aria-hidden="true" />
      )}
      <div className="product-card-body">
        <h3>
          <a href={`/details/${product.id}`}>{product.productName}</a>
        </h3>
        {spec && (
          <p className="product-card-spec" title={spec}>
            {truncateName(spec, SPEC_SUMMARY_LENGTH)}
          </p>
        )}
        <p className="product-card-price">
          {price(product, product.minPricePerUnit)} - {price(product, product.maxPricePerUnit)}
          <span> / MT</span>
        </p>
      </div>
    </li>
  );
}
