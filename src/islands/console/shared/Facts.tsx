// The buyer's contact facts as the console's order and inquiry pages list them.
import type { ReactNode } from 'react';
import type { StaffBuyer } from '../../../shared/orders/orders.staff.contract.ts';

/** Who the buyer is and how to reach them, as the order and inquiry pages show it; `more` adds rows. */
export function BuyerFacts({ buyer, more }: { buyer: StaffBuyer; more?: ReactNode }) {
  return (
    <dl className="facts">
      <div>
        <dt>Name</dt>
        <dd>{buyer.fullName}</dd>
      </div>
      <div>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${buyer.email}`}>{buyer.email}</a>
        </dd>
      </div>
      {buyer.phoneNumber && (
        <div>
          <dt>Phone</dt>
          <dd>{buyer.phoneNumber}</dd>
        </div>
      )}
      {buyer.country && (
        <div>
          <dt>Country</dt>
          <dd>{buyer.country}</dd>
        </div>
      )}
      {more}
    </dl>
  );
}
