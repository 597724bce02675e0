import {
  firstSpecification,
  mainImage,
  type Product,
  productName,
  productPath,
  smallImage,
} from '../../shared/products/products.ts';
import { CARD_IMAGE_SIZES } from '../../shared/products/product-card-html.ts';
import { messages, useFormat, useMessages } from '../../stores/locale.ts';
import ProductPicture from './ProductPicture.tsx';
import { originNames, priceRange, specSummary } from './product-view.ts';
import './product-card.css';

const text = messages('shared/product-card', { perMT: '/ MT', origins: 'Origins: ' });

type Props = {
  product: Product;
  /** 'grid': browse and 'You might be interested in'; 'row': the home page's compact Trending row. */
  layout: keyof typeof CARD_IMAGE_SIZES;
  headingLevel?: 2 | 3;
  /** The browse grid names where a product comes from; the compact row has no room for it. */
  showOrigins?: boolean;
};

/** A product card: the whole card links to its details page (the server draws Buy Commodities' first ones alike: shared/products/product-card-html.ts). */
export default function ProductCard({ product, layout, headingLevel = 3, showOrigins = false }: Props) {
  const t = useMessages(text);
  const { locale } = useFormat();
  const image = mainImage(product);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const spec = firstSpecification(product, locale);
  return (
    <li className={`product-card product-card-${layout}`}>
      {image ? (
        <ProductPicture
          image={image.image}
          src={smallImage(image.image)}
          sizes={CARD_IMAGE_SIZES[layout]}
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
        <Heading className="product-card-title">
          <a href={productPath(product.id, locale)}>{productName(product, locale)}</a>
        </Heading>
        <p className="product-card-price">
          {priceRange(product, locale)} <span>{t.perMT}</span>
        </p>
        {spec && (
          <p className="product-card-spec" title={spec}>
            {specSummary(product, locale)}
          </p>
        )}
        {showOrigins && product.CountryTraded.length > 0 && (
          <p className="product-card-origins">
            <span className="visually-hidden">{t.origins}</span>
            {originNames(product, locale)}
          </p>
        )}
      </div>
    </li>
  );
}
