// The frame of a console record page, an order's or an inquiry's desk: who may open it, the
// record's id from the address, the page's layout, "not found", and the buyer beside the record.
import { type ReactNode, useId, useState } from 'react';
import { idFromPath } from '../../../lib/path-id.ts';
import type { StaffBuyer } from '../../../shared/orders/orders.staff.contract.ts';
import { BuyerFacts } from './Facts.tsx';
import NotFound, { BackToList } from './NotFound.tsx';
import { useScreenAccess } from './useScreenAccess.tsx';

/** What a desk holds, in words, and the list it belongs to. */
export interface DeskKind {
  /** "Order": heads "Order not found". */
  name: string;
  /** "orders": the list is "All orders", at /console/orders (whose permission the desk needs). */
  plural: string;
}

/** The record's desk for the id at the end of the address, once the signed-in role may use it. */
export function DeskScreen({ kind, children }: { kind: DeskKind; children: (id: string) => ReactNode }) {
  const access = useScreenAccess();
  const [id] = useState(idFromPath);
  if (!access.ready) return access.gate;
  return id ? children(id) : <DeskNotFound kind={kind} />;
}

/** No record has the address (a mistyped id, or the server answered 404). */
export function DeskNotFound({ kind }: { kind: DeskKind }) {
  return (
    <NotFound name={kind.name} back={<BackToList href={`/console/${kind.plural}`} label={`All ${kind.plural}`} />} />
  );
}

/** The desk's layout: the way back to the list, the head, then the work (`main`) beside the facts (`side`). */
export function DeskLayout({
  kind,
  className,
  head,
  main,
  side,
  children,
}: {
  kind: DeskKind;
  className: string;
  head: ReactNode;
  main: ReactNode;
  side: ReactNode;
  /** What runs under both columns. */
  children?: ReactNode;
}) {
  return (
    <div className={`console-screen ${className}`}>
      <p>
        <a href={`/console/${kind.plural}`}>
          <span aria-hidden="true">&larr;</span> All {kind.plural}
        </a>
      </p>
      <div className="order-desk-head">{head}</div>
      <div className="order-desk-grid">
        <div className="console-screen">{main}</div>
        <div className="console-screen">{side}</div>
      </div>
      {children}
    </div>
  );
}

/** The buyer beside the record: who they are (`more` adds facts), the links about them, and what `children` add. */
export function BuyerCard({
  buyer,
  more,
  links,
  children,
}: {
  buyer: StaffBuyer;
  more?: ReactNode;
  links: ReactNode;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>Buyer</h2>
      <BuyerFacts buyer={buyer} more={more} />
      <p className="row-actions">{links}</p>
      {children}
    </section>
  );
}
