import { type FormEvent, useEffect, useRef, useState } from 'react';
import { apiPost } from '../../lib/api/http.ts';
import { reportFailure } from '../../lib/api/report.ts';
import { formatDuration } from '../../lib/format/durations.ts';
import { formatDate, formatNumber, formatTime, formatUsd } from '../../lib/format/numbers.ts';
import { goTo } from '../../lib/navigation.ts';
import { PAYMENT_TERM_LABELS } from '../../shared/enums.ts';
import type { OrderDetails } from '../../shared/order.ts';
import { incotermWithPlace, type InquiryWithQuotes, type Quote, QUOTE_LIMITS } from '../../shared/quote.ts';
import { SubmitButton, TextAreaField } from '../shared/FormFields.tsx';
import StatusBadge from '../shared/StatusBadge.tsx';

const when = (iso: string) => `${formatDate(iso)}, ${formatTime(iso)}`;

/** The line under a quote that says what became of it. */
function outcome(quote: Quote, newer: Quote | undefined): string | null {
  switch (quote.state) {
    case 'ACTIVE':
      return `Valid until ${when(quote.validUntil)} (${formatDuration(Date.parse(quote.validUntil) - Date.now())} left).`;
    case 'EXPIRED':
      return `Expired on ${when(quote.validUntil)}. Ask your sourcing agent for a new quote.`;
    case 'SUPERSEDED':
      return newer ? `Replaced by version ${newer.version} on ${when(newer.createdAt)}.` : 'Replaced by a newer quote.';
    case 'DECLINED':
      return `You declined it on ${when(quote.decidedAt ?? quote.createdAt)}${quote.declineReason ? `: "${quote.declineReason}"` : '.'}`;
    case 'ACCEPTED':
      return `You accepted it on ${when(quote.decidedAt ?? quote.createdAt)}; it became your order.`;
  }
}

interface Props {
  inquiry: InquiryWithQuotes;
  /** The quote a 'View quote' button pointed at: scrolled to and outlined. */
  focusQuoteId?: string | undefined;
  /** After a decline: the inquiry and its quotes changed. */
  onChanged: () => void;
}

/** Every version of an inquiry's quotes, newest first; the active one can be accepted or declined. */
export default function QuoteList({ inquiry, focusQuoteId, onChanged }: Props) {
  const focused = useRef<HTMLElement>(null);
  useEffect(() => {
    focused.current?.scrollIntoView({ block: 'nearest' });
  }, [focusQuoteId]);

  if (inquiry.quotes.length === 0) {
    return (
      <p className="muted">
        No quote yet. A sourcing agent answers inquiries within two working days; you will be e-mailed and see the quote
        here and in your Message Center.
      </p>
    );
  }
  return (
    <ol className="quote-list">
      {inquiry.quotes.map((quote, index) => (
        <li key={quote.id}>
          <article
            ref={quote.id === focusQuoteId ? focused : undefined}
            className={`quote${quote.state === 'ACTIVE' ? ' quote-active' : ''}${quote.id === focusQuoteId ? ' quote-focused' : ''}`}
            aria-labelledby={`quote-${quote.id}-title`}
          >
            <header className="quote-head">
              <h4 id={`quote-${quote.id}-title`}>
                Quote {quote.version > 1 ? `version ${quote.version}` : ''}
                <span className="muted quote-by">
                  {' '}
                  from {quote.quotedBy}, {when(quote.createdAt)}
                </span>
              </h4>
              <StatusBadge kind="quote" status={quote.state} />
            </header>
            <dl className="quote-terms">
              <div>
                <dt>Price per MT</dt>
                <dd>{formatUsd(quote.pricePerMT)}</dd>
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
                <dd>{incotermWithPlace(quote)}</dd>
              </div>
              <div>
                <dt>Payment</dt>
                <dd>{PAYMENT_TERM_LABELS[quote.paymentTerm]}</dd>
              </div>
              <div>
                <dt>Origin</dt>
                <dd>{quote.countryOfOrigin}</dd>
              </div>
              <div>
                <dt>Lead time</dt>
                <dd>{quote.leadTimeDays} days</dd>
              </div>
            </dl>
            {quote.note && <p className="quote-note">{quote.note}</p>}
            <p className="quote-outcome">{outcome(quote, inquiry.quotes[index - 1])}</p>
            {quote.state === 'ACTIVE' && <QuoteAnswer inquiryId={inquiry.id} quote={quote} onDeclined={onChanged} />}
            {quote.state === 'ACCEPTED' && quote.orderId && (
              <div className="quote-actions">
                <a className="btn btn-outline" href={`/order/details/${quote.orderId}`}>
                  View order
                </a>
              </div>
            )}
          </article>
        </li>
      ))}
    </ol>
  );
}

/** Accept (confirmed once, since it places an order) or decline with an optional reason. */
function QuoteAnswer({ inquiryId, quote, onDeclined }: { inquiryId: string; quote: Quote; onDeclined: () => void }) {
  const [step, setStep] = useState<'choose' | 'confirm' | 'decline'>('choose');
  const [pending, setPending] = useState(false);
  const [reason, setReason] = useState('');
  const path = `rfq/${encodeURIComponent(inquiryId)}/quotes/${encodeURIComponent(quote.id)}`;

  const fail = (error: unknown) => {
    setPending(false);
    reportFailure(error);
    // Refused because the quote moved on (expired, replaced): show what it is now.
    onDeclined();
  };

  const accept = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      const order = await apiPost<OrderDetails>(`${path}/accept`);
      goTo(`/order/details/${order.id}`);
    } catch (error) {
      fail(error);
    }
  };

  const decline = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      await apiPost(`${path}/decline`, reason.trim() ? { reason: reason.trim() } : {});
      onDeclined();
    } catch (error) {
      fail(error);
    }
  };

  if (step === 'confirm') {
    return (
      <form className="quote-answer" onSubmit={accept}>
        <p role="status">
          Accepting places an order for {formatNumber(quote.quantity)} MT at {formatUsd(quote.pricePerMT)} per MT,{' '}
          {incotermWithPlace(quote)}, {quote.paymentTerm}: {formatUsd(quote.total)} in all.
        </p>
        <div className="quote-actions">
          <SubmitButton pending={pending}>Confirm and place order</SubmitButton>
          <button type="button" className="btn btn-outline" disabled={pending} onClick={() => setStep('choose')}>
            Back
          </button>
        </div>
      </form>
    );
  }
  if (step === 'decline') {
    return (
      <form className="quote-answer" onSubmit={decline}>
        <TextAreaField
          id={`decline-reason-${quote.id}`}
          label="Why are you declining? (optional)"
          hint="Your sourcing agent reads this to prepare a better offer."
          maxLength={QUOTE_LIMITS.declineReason}
          rows={3}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className="quote-actions">
          <SubmitButton pending={pending}>Decline quote</SubmitButton>
          <button type="button" className="btn btn-outline" disabled={pending} onClick={() => setStep('choose')}>
            Back
          </button>
        </div>
      </form>
    );
  }
  return (
    <div className="quote-actions">
      <button type="button" className="btn btn-primary" onClick={() => setStep('confirm')}>
        Accept quote
      </button>
      <button type="button" className="btn btn-outline" onClick={() => setStep('decline')}>
        Decline
      </button>
    </div>
  );
}
