// The parts every console list shares: the search box of its filters, the note of a list
// narrowed to one buyer, and the card holding the table with its count and pages.
import { type ReactNode, type SubmitEvent, useState } from 'react';
import { formatNumber } from '../../lib/format/numbers.ts';
import type { Paged } from '../../shared/envelope.ts';
import { TextField } from '../shared/FormFields.tsx';
import Pager from '../shared/Pager.tsx';

/** A search box applied on submit (Enter or the button), so typing does not reload the list. */
export function ListSearch({
  value,
  hint,
  onSearch,
}: {
  value: string | undefined;
  hint: string;
  onSearch: (q: string | undefined) => void;
}) {
  const [typed, setTyped] = useState(value ?? '');
  function submit(event: SubmitEvent) {
    event.preventDefault();
    onSearch(typed.trim() || undefined);
  }
  return (
    <form className="filters" role="search" onSubmit={submit}>
      <TextField
        id="q"
        type="search"
        label="Search"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        hint={hint}
      />
      <button type="submit" className="btn btn-primary">
        Search
      </button>
    </form>
  );
}

/** "Only the orders of Amina Bello. <links> · Show every buyer": a list narrowed by `?buyerId=`. */
export function OneBuyerNote({
  what,
  buyerName,
  links,
  onShowAll,
}: {
  what: string;
  buyerName: string | undefined;
  links: ReactNode;
  onShowAll: () => void;
}) {
  return (
    <p>
      Only the {what} of <strong>{buyerName ?? 'one buyer'}</strong>. {links} ·{' '}
      <button type="button" className="link-button" onClick={onShowAll}>
        Show every buyer
      </button>
    </p>
  );
}

interface ResultsCardProps<T> {
  /** Names the list: "Orders" heads the card, labels the table region and the pages. */
  title: string;
  /** The counted noun: "orders". */
  noun: string;
  caption: string;
  page: Paged<T> | undefined;
  pageNumber: number;
  pageCount: number;
  loading: boolean;
  onPage: (page: number) => void;
  /** The table's header row and body rows. */
  head: ReactNode;
  children: ReactNode;
}

/** A console list's card: heading with the total, the table (scrolling sideways on a phone), the pages. */
export function ResultsCard<T>({
  title,
  noun,
  caption,
  page,
  pageNumber,
  pageCount,
  loading,
  onPage,
  head,
  children,
}: ResultsCardProps<T>) {
  const id = `${noun.replace(/\W+/g, '-')}-title`;
  return (
    <section className="card" aria-labelledby={id} aria-busy={loading}>
      <div className="card-head">
        <h2 id={id}>{title}</h2>
        {page && (
          <span className="muted">
            {formatNumber(page.total)} {noun}
          </span>
        )}
      </div>
      {page && page.items.length === 0 ? (
        <p role="status">No {noun} match.</p>
      ) : (
        <div className="table-scroll" role="region" aria-label={`${title} table, scrolls sideways`} tabIndex={0}>
          <table className="data-table">
            <caption className="visually-hidden">{caption}</caption>
            <thead>{head}</thead>
            <tbody>{children}</tbody>
          </table>
        </div>
      )}
      <Pager page={pageNumber} pageCount={pageCount} onPage={onPage} label={`${title} pages`} />
    </section>
  );
}
