const FIVE = [0, 1, 2, 3, 4];

function CardRow() {
  return (
    <ul className="product-row" aria-hidden="true">
      {FIVE.map((index) => (
        <li key={index} className="product-card skeleton-card">
          <div className="skeleton skeleton-image" />
          <div className="product-card-body">
            <div className="skeleton skeleton-line" />
            <div className="skeleton skeleton-line short" />
            <div className="skeleton skeleton-line" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * SPEC §2.2 home skeleton: a header placeholder, two sections of five product-card
 * placeholders, and an ad-space banner placeholder between them.
 */
export default function TrendingSkeleton() {
  return (
    <div className="trending-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">Loading trending products...</span>
      <div className="skeleton skeleton-header" aria-hidden="true" />
      <CardRow />
      <div className="skeleton skeleton-ad" aria-hidden="true" />
      <CardRow />
    </div>
  );
}
