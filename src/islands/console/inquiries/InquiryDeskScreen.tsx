import { formatDate, formatDateTime, formatNumber, formatUsd } from '../../../lib/format/numbers.ts';
import type { StaffInquiryDetails } from '../../../shared/inquiries/inquiries.staff.contract.ts';
import { PAYMENT_TERM_LABELS, SHIPPING_TERM_LABELS } from '../../../shared/common/enums.ts';
import { incotermWithPlace } from '../../../shared/quotes/quote-answers.ts';
import type { Quote } from '../../../shared/quotes/quotes.contract.ts';
import StatusBadge from '../../shared/StatusBadge.tsx';
import { quotePath } from '../shared/console-links.ts';
import { FactList } from '../../shared/FactList.tsx';
import { BuyerCard, DeskLayout, DeskNotFound, type DeskKind, DeskScreen } from '../shared/Desk.tsx';
import InquiryWait from './InquiryWait.tsx';
import QuoteForm from './QuoteForm.tsx';
import { useStaffData } from '../shared/useStaffData.ts';
import ScrollingTable from '../shared/ScrollingTable.tsx';
import '../../shared/hub.css';
import '../shared/console.css';
import '../shared/order-desk.css';
import './inquiries.css';

function InquiryFacts({ details }: { details: StaffInquiryDetails }) {
  const { inquiry } = details;
  const rows = [
    ['Product', inquiry.productName],
    ['Quantity', `${inquiry.quantityRequired} MT`],
    ['Shipping terms', inquiry.termsOfTrade ? SHIPPING_TERM_LABELS[inquiry.termsOfTrade] : 'Not given'],
    ['Payment terms', inquiry.paymentTerms ? PAYMENT_TERM_LABELS[inquiry.paymentTerms] : 'Not given'],
    ['Destination', inquiry.destinationPort ?? 'Not given'],
    ['Sent', formatDateTime(inquiry.createdAt)],
  ] as const;
  return (
    <section className="card" aria-labelledby="inquiry-facts-title">
      <h2 id="inquiry-facts-title">Inquiry</h2>
      <FactList className="facts" rows={rows} />
      <h3>Requirements</h3>
      <p className="pre-wrap">{inquiry.productDescription}</p>
      {inquiry.productId && (
        <p>
          <a href={`/details/${inquiry.productId}`}>The product's page</a>
        </p>
      )}
    </section>
  );
}

function Buyer({ details }: { details: StaffInquiryDetails }) {
  const { buyer, recentOrders } = details;
  return (
    <BuyerCard
      buyer={buyer}
      more={
        <>
          <div>
            <dt>Joined</dt>
            <dd>{formatDate(buyer.createdAt)}</dd>
          </div>
          <div>
            <dt>Orders / inquiries</dt>
            <dd>
              {formatNumber(buyer.orderCount)} / {formatNumber(buyer.inquiryCount)}
            </dd>
          </div>
        </>
      }
      links={
        <>
          <a href={`/console/buyers/${buyer.id}`}>Their page</a>
          <a href={quotePath(buyer.id)}>All their inquiries</a>
          <a href={`/console/orders?buyerId=${buyer.id}`}>All their orders</a>
        </>
      }
    >
      <h3>Latest orders</h3>
      {recentOrders.length === 0 ? (
        <p className="muted">No orders yet.</p>
      ) : (
        <ul className="recent-orders">
          {recentOrders.map((order) => (
            <li key={order.id}>
              <a href={`/console/orders/${order.id}`}>{order.orderNumber}</a> {order.productName},{' '}
              {formatNumber(order.quantityOrdered)} MT, {order.incoterm}/{order.paymentTerm}, {formatUsd(order.cost)}{' '}
              <StatusBadge kind="order" status={order.status} />
              <br />
              <time className="muted" dateTime={order.createdAt}>
                {formatDate(order.createdAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </BuyerCard>
  );
}

/** What became of a version, in words. */
function outcome(quote: Quote) {
  switch (quote.state) {
    case 'ACTIVE':
      return 'Waiting for the buyer';
    case 'EXPIRED':
      return `Expired ${formatDateTime(quote.validUntil)}`;
    case 'SUPERSEDED':
      return `Replaced ${quote.decidedAt ? formatDateTime(quote.decidedAt) : ''}`;
    case 'DECLINED':
      return `Declined ${quote.decidedAt ? formatDateTime(quote.decidedAt) : ''}${quote.declineReason ? `: "${quote.declineReason}"` : ''}`;
    case 'ACCEPTED':
      return quote.orderId ? (
        <>
          Accepted: <a href={`/console/orders/${quote.orderId}`}>the order</a>
        </>
      ) : (
        'Accepted'
      );
  }
}

/** Every version, newest first, with its state as the shared quote machine reads it now. */
function Versions({ quotes }: { quotes: Quote[] }) {
  return (
    <section className="card" aria-labelledby="quote-versions-title">
      <h2 id="quote-versions-title">Quotes sent</h2>
      {quotes.length === 0 ? (
        <p className="muted">No quote yet.</p>
      ) : (
        <ScrollingTable
          label="Quote versions"
          caption="Quote versions, newest first"
          className="quote-versions"
          columns={[
            'Version',
            'State',
            'Price per MT',
            'Quantity',
            'Total',
            'Terms',
            'Origin',
            'Lead time',
            'Valid until',
            'Sent',
            'Outcome',
          ]}
        >
          {quotes.map((quote) => (
            <tr key={quote.id} data-testid={`quote-version-${quote.version}`}>
              <th scope="row">{quote.version}</th>
              <td>
                <StatusBadge kind="quote" status={quote.state} />
              </td>
              <td>{formatUsd(quote.pricePerMT)}</td>
              <td>{formatNumber(quote.quantity)} MT</td>
              <td>{formatUsd(quote.total)}</td>
              <td>
                {incotermWithPlace(quote)}, {quote.paymentTerm}
              </td>
              <td>{quote.countryOfOrigin}</td>
              <td>{quote.leadTimeDays} days</td>
              <td>
                <time dateTime={quote.validUntil}>{formatDate(quote.validUntil)}</time>
              </td>
              <td>
                {quote.quotedBy}
                <br />
                <time className="muted" dateTime={quote.createdAt}>
                  {formatDateTime(quote.createdAt)}
                </time>
              </td>
              <td>{outcome(quote)}</td>
            </tr>
          ))}
        </ScrollingTable>
      )}
    </section>
  );
}

/** The quote form, or, once the buyer accepted a quote, the order it became. */
function Answer({ details, onSent }: { details: StaffInquiryDetails; onSent: () => void }) {
  const latest = details.quotes[0];
  if (details.inquiry.status === 'COMPLETED') {
    const accepted = details.quotes.find((quote) => quote.state === 'ACCEPTED');
    return (
      <section className="card" aria-labelledby="quote-form-title">
        <h2 id="quote-form-title">Answered</h2>
        <p>
          The buyer accepted version {accepted?.version}; it became an order.{' '}
          {accepted?.orderId && <a href={`/console/orders/${accepted.orderId}`}>Open the order</a>}
        </p>
      </section>
    );
  }
  return (
    <section className="card" aria-labelledby="quote-form-title">
      <h2 id="quote-form-title">{latest ? `Revise the quote (version ${latest.version + 1})` : 'Send a quote'}</h2>
      <QuoteForm key={latest?.id ?? 'first'} inquiry={details.inquiry} latest={latest} onSent={onSent} />
    </section>
  );
}

const INQUIRY_DESK: DeskKind = { name: 'Inquiry', plural: 'inquiries' };

function InquiryDesk({ id }: { id: string }) {
  const { data: details, missing, reload } = useStaffData<StaffInquiryDetails>(`staff/inquiries/${id}`);

  if (missing) return <DeskNotFound kind={INQUIRY_DESK} />;
  if (!details) return <p role="status">Loading the inquiry...</p>;
  const { inquiry } = details;
  return (
    <DeskLayout
      kind={INQUIRY_DESK}
      className="inquiry-desk"
      head={
        <>
          <h2>
            Inquiry: {inquiry.productName}, {details.buyer.fullName}
          </h2>
          <StatusBadge kind="inquiry" status={inquiry.status} />
          <InquiryWait inquiry={inquiry} now={new Date()} />
          {inquiry.dueAt && <span className="muted">Target: a quote within {details.turnaroundHours} h</span>}
        </>
      }
      main={
        <>
          <Answer details={details} onSent={() => void reload()} />
          <Versions quotes={details.quotes} />
        </>
      }
      side={
        <>
          <InquiryFacts details={details} />
          <Buyer details={details} />
        </>
      }
    />
  );
}

/** /console/inquiries/{inquiryId}: the inquiry, its buyer at hand, every quote version, and the quote form. */
export default function InquiryDeskScreen() {
  return <DeskScreen kind={INQUIRY_DESK}>{(id) => <InquiryDesk id={id} />}</DeskScreen>;
}
