import type { ReactNode } from 'react';

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
 * placeholders, and the ad band between them. The band needs no data, so it is the real one
 * (issue 16: it is in the served HTML, readable before any JavaScript runs).
 */
export default function TrendingSkeleton({ ad }: { ad: ReactNode }) {
  return (
    <div className="trending-skeleton">
      <span className="visually-hidden" role="status">
        Loading trending products...
      </span>
      <div className="skeleton skeleton-header" aria-hidden="true" />
      <CardRow />
      {ad}
      <CardRow />
    </div>
  );
}
