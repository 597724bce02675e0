// The parts every console list shares: the search box of its filters, the note of a list
// narrowed to one buyer, a row's buyer, and the card holding the table with its count and pages.
import { type ReactNode, type SubmitEvent, useState } from 'react';
import { countOf } from '../../../lib/format/plural.ts';
import { type SelectOption, SelectField, TextField } from '../../shared/FormFields.tsx';
import Pager from '../../shared/Pager.tsx';
import type { FilteredList, ListFilter } from './useFilteredList.ts';
import ScrollingTable from './ScrollingTable.tsx';

/** A search box applied on submit (Enter or the button), so typing does not reload the list. */
export function ListSearch({
  value,
  label = 'Search',
  hint,
  onSearch,
}: {
  value: string | undefined;
  label?: string;
  hint?: string;
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
        label={label}
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

/** One of a list's choices: a select that narrows the list by `name` (its placeholder clears it). */
export interface ListChoice<F> {
  name: keyof F & string;
  label: string;
  placeholder: string;
  options: readonly SelectOption[];
  hint?: string;
}

/**
 * A list's "Find orders" card: a select for each choice and the search box, then what
 * `children` add (the note of a list narrowed to one buyer); `action` stands beside the title.
 */
export function FindCard<F extends ListFilter & { q?: string | undefined }>({
  noun,
  list: { filter, choose, narrow },
  choices,
  searchHint,
  action,
  children,
}: {
  noun: string;
  list: Pick<FilteredList<unknown, F>, 'filter' | 'choose' | 'narrow'>;
  choices: readonly ListChoice<F>[];
  searchHint: string;
  action?: ReactNode;
  children?: ReactNode;
}) {
  const id = `${noun}-filter-title`;
  const title = <h2 id={id}>Find {noun}</h2>;
  return (
    <section className="card" aria-labelledby={id}>
      {action ? (
        <div className="card-head">
          {title}
          {action}
        </div>
      ) : (
        title
      )}
      <div className="filters">
        {choices.map(({ name, ...choice }) => (
          <SelectField key={name} id={name} value={filter[name] ?? ''} onChange={choose(name)} {...choice} />
        ))}
        <ListSearch value={filter.q} hint={searchHint} onSearch={(q) => narrow({ q } as Partial<F>)} />
      </div>
      {children}
    </section>
  );
}

/** The list's state a console list card draws: its page of rows and how to turn the page. */
type ShownList<T> = Pick<FilteredList<T>, 'page' | 'loading' | 'pageCount' | 'goTo'> & { filter: ListFilter };

/**
 * "Only the orders of Amina Bello. <links> · Show every buyer": a list narrowed by `?buyerId=`
 * (the buyer's name read from its first row); nothing when the list is not narrowed.
 */
export function OneBuyerNote<T extends { buyer: { fullName: string } }>({
  what,
  list,
  children,
}: {
  what: string;
  list: ShownList<T> & { filter: { buyerId?: string | undefined }; narrow: (changes: { buyerId: undefined }) => void };
  /** Links about the buyer. */
  children: (buyerId: string) => ReactNode;
}) {
  const { buyerId } = list.filter;
  if (!buyerId) return null;
  return (
    <p>
      Only the {what} of <strong>{list.page?.items[0]?.buyer.fullName ?? 'one buyer'}</strong>. {children(buyerId)} ·{' '}
      <button type="button" className="link-button" onClick={() => list.narrow({ buyerId: undefined })}>
        Show every buyer
      </button>
    </p>
  );
}

/** The buyer of a row: name, and e-mail under it. */
export function BuyerCell({ buyer }: { buyer: { fullName: string; email: string } }) {
  return (
    <td>
      {buyer.fullName}
      <br />
      <span className="muted">{buyer.email}</span>
    </td>
  );
}

interface ResultsCardProps<T> {
  /** Names the list: "Orders" heads the card, labels the table region and the pages. */
  title: string;
  /** The counted noun: "orders". */
  noun: string;
  /** The noun for one: "order" (the count reads "1 order"). */
  one: string;
  caption: string;
  list: ShownList<T>;
  /** What the card says when no row matches; "No orders match." unless told. */
  empty?: ReactNode;
  /** Names the pages for screen readers; "Orders pages" unless told. */
  pagerLabel?: string;
  /** What stands between the heading and the table, such as a filter kept with the list. */
  tools?: ReactNode;
  /** What stands beside the heading and the count, such as Export CSV. */
  action?: ReactNode;
  /** The table's column headings. */
  columns: readonly string[];
  /** The table's rows. */
  children: ReactNode;
}

/** A console list's card: heading with the total, the table (scrolling sideways on a phone), the pages. */
export function ResultsCard<T>({
  title,
  noun,
  one,
  caption,
  list: { page, loading, pageCount, filter, goTo },
  empty = <>No {noun} match.</>,
  pagerLabel = `${title} pages`,
  tools,
  action,
  columns,
  children,
}: ResultsCardProps<T>) {
  const id = `${noun.replace(/\W+/g, '-')}-title`;
  return (
    <section className="card" aria-labelledby={id} aria-busy={loading}>
      <div className="card-head">
        <h2 id={id}>{title}</h2>
        {page && (
          <span className="muted">
            {countOf(page.total, { one, other: noun })}
          </span>
        )}
        {action}
      </div>
      {tools}
      {page && page.items.length === 0 ? (
        <p role="status">{empty}</p>
      ) : (
        <ScrollingTable label={`${title} table`} caption={caption} columns={columns}>
          {children}
        </ScrollingTable>
      )}
      <Pager page={filter.page} pageCount={pageCount} onPage={goTo} label={pagerLabel} />
    </section>
  );
}
