// Facts as the site's record views list them (an order, an inquiry, a quote): a description
// list of terms and values. One list for the buyer screens and the console alike, so the
// markup the styles and screen readers rely on is written once.
import type { ReactNode } from 'react';

/** A term and the value it names; the term is also the row's key, so terms are unique within a list. */
export type Fact = readonly [term: string, value: ReactNode];

/**
 * Term and value pairs in a `<dl>`; `className` picks the screen's layout. A row given as
 * `false` is left out, so a fact that may be missing is written `known && [term, value]`.
 */
export function FactList({ rows, className }: { rows: readonly (Fact | false)[]; className?: string | undefined }) {
  return (
    <dl className={className}>
      {rows.filter((row) => row !== false).map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
