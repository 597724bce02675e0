import { formatDate, formatNumber, formatTime, formatUsd } from '../../lib/format/numbers.ts';
import { incotermWithPlace, type QuoteCard } from '../../shared/quote.ts';

interface Props {
  quote: QuoteCard;
  createdAt: string;
  /** A later card of the same inquiry exists: this offer was replaced. */
  replaced: boolean;
  onViewQuote: (quote: QuoteCard) => void;
}

/**
 * The quote card an agent's quote puts in the conversation: product, price per MT, terms,
 * validity and 'View quote', which opens the quote to accept or decline it. The card is
 * what was offered; whether it still stands is read from its validity and from newer cards,
 * and the quote itself tells the rest.
 */
export default function QuoteCardView({ quote, createdAt, replaced, onViewQuote }: Props) {
  const expired = Date.now() >= Date.parse(quote.validUntil);
  const standing = replaced ? 'Replaced by a newer quote' : expired ? 'Expired' : null;
  return (
    <div className={`order-card quote-card${standing ? ' quote-card-stale' : ''}`}>
      <p className="order-card-title">
        {quote.version > 1 ? `Revised quote (version ${quote.version})` : 'Quote'}
        {standing && <span className="quote-card-standing"> · {standing}</span>}
      </p>
      <p className="quote-card-product">{quote.productName}</p>
      <dl>
        <div>
          <dt>Price</dt>
          <dd>{formatUsd(quote.pricePerMT)} per MT</dd>
        </div>
        <div>
          <dt>Quantity</dt>
          <dd>{formatNumber(quote.quantity)} MT</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{formatUsd(quote.total)}</dd>
        </div>
        <div>
          <dt>Terms</dt>
          <dd>
            {incotermWithPlace(quote)}, {quote.paymentTerm}
          </dd>
        </div>
        <div>
          <dt>Lead time</dt>
          <dd>{quote.leadTimeDays} days</dd>
        </div>
        <div>
          <dt>Valid until</dt>
          <dd>
            <time dateTime={quote.validUntil}>{formatDate(quote.validUntil)}</time>
          </dd>
        </div>
      </dl>
      <div className="order-card-foot">
        <button type="button" className="btn btn-primary btn-small" onClick={() => onViewQuote(quote)}>
          View quote
        </button>
        <time dateTime={createdAt}>{formatTime(createdAt)}</time>
      </div>
    </div>
  );
}
