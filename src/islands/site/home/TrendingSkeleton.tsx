// docs/product/screens.md home skeleton: a header placeholder, two sections of five product-card
// placeholders, and the ad band between them. The band needs no data, so it is the real one
// (issue 16: in the served HTML), and TrendingProducts keeps it in place when the cards
// arrive, so a modal opened from it meanwhile stays open.

const FIVE = [0, 1, 2, 3, 4];

/** Five product-card placeholders. */
export function SkeletonRow() {
  return (
    <ul className="product-row" aria-hidden="true">
      {FIVE.map((index) => (
        <li key={index} className="product-card product-card-row skeleton-card">
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

/** The status line for assistive technology and the section header placeholder. */
export function SkeletonTop() {
  return (
    <>
      <span className="visually-hidden" role="status">
        Loading trending products...
      </span>
      <div className="skeleton skeleton-header" aria-hidden="true" />
    </>
  );
}
