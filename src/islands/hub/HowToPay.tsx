import { useState } from 'react';
import type { OrderDetails } from '../../shared/orders/orders.contract.ts';
import type { HowToPay as HowToPayAnswer } from '../../shared/payment/payment-instructions.contract.ts';
import { messages, params, useFormat, useMessages } from '../../stores/locale.ts';
import { FactList } from '../shared/FactList.tsx';

const text = messages('hub/how-to-pay', {
  title: 'How to pay',
  lead: params('Send {amount} by bank transfer to the account below, quoting the reference exactly, then upload the bank’s transfer confirmation as your payment proof.'),
  amount: 'Amount',
  reference: 'Reference to quote',
  beneficiary: 'Beneficiary',
  bank: 'Bank',
  account: 'Account number / IBAN',
  swift: 'SWIFT/BIC',
  bankAddress: 'Bank address',
  notes: 'Notes',
  copy: 'Copy',
  copied: 'Copied',
  copyWhat: params('Copy the {what}'),
  pending: params('Our bank details for {currency} are being prepared: your sourcing agent will send them in the Message Center. Quote the reference above with your transfer.'),
  proforma: 'Pro-forma invoice',
  proformaHint: 'Open, print or save it as a PDF for your bank.',
});

/** A value a buyer types into their bank's form: shown in full, with a button that copies it. */
function Copyable({ value, what }: { value: string; what: string }) {
  const t = useMessages(text);
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      // No clipboard (an insecure origin, a refusal): the value is on screen to select by hand.
    }
  }
  return (
    <span className="copyable">
      <span className="payment-code">{value}</span>{' '}
      <button type="button" className="link-button" onClick={() => void copy()} aria-label={t.copyWhat({ what })}>
        {copied ? t.copied : t.copy}
      </button>
      <span className="visually-hidden" aria-live="polite">
        {copied ? t.copied : ''}
      </span>
    </span>
  );
}

/** Our bank details for the order's currency, the amount and the reference: what a TT buyer needs to pay. */
function Instructions({ pay }: { pay: HowToPayAnswer }) {
  const t = useMessages(text);
  const format = useFormat();
  const amount = format.money(pay.amount, pay.currency);
  const bank = pay.bank;
  return (
    <>
      <p>{t.lead({ amount })}</p>
      <FactList
        className="definition-list payment-facts"
        rows={[
          [t.amount, <strong key="amount">{amount}</strong>],
          [t.reference, <Copyable key="reference" value={pay.reference} what={t.reference} />],
          bank !== null && [t.beneficiary, bank.beneficiary],
          bank !== null && [t.bank, bank.bankName],
          bank !== null && [t.account, <Copyable key="account" value={bank.accountNumber} what={t.account} />],
          bank !== null && [t.swift, <Copyable key="swift" value={bank.swift} what={t.swift} />],
          bank !== null && [t.bankAddress, <span key="address" className="pre-line">{bank.bankAddress}</span>],
          bank !== null && bank.notes !== '' && [t.notes, <span key="notes" className="pre-line">{bank.notes}</span>],
        ]}
      />
      {bank === null && <p className="muted">{t.pending({ currency: pay.currency })}</p>}
    </>
  );
}

/**
 * The order page's "How to pay" (approved orders paid by transfer) and the link to the
 * pro-forma invoice (every approved order); nothing before approval.
 */
export default function HowToPay({ order }: { order: OrderDetails }) {
  const t = useMessages(text);
  if (!order.howToPay && !order.proformaAvailable) return null;
  return (
    <div className="how-to-pay" data-testid="how-to-pay">
      {order.howToPay && (
        <>
          <h3 className="section-title">{t.title}</h3>
          <Instructions pay={order.howToPay} />
        </>
      )}
      {order.proformaAvailable && (
        <p>
          <a className="btn btn-outline" href={`/order/proforma/${order.id}`}>
            {t.proforma}
          </a>
          <br />
          <span className="muted">{t.proformaHint}</span>
        </p>
      )}
    </div>
  );
}
