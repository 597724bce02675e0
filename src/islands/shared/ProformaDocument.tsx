// The pro-forma invoice as a document: the buyer's page (hub/ProformaScreen) and the order
// desk's (console/orders/ProformaDeskScreen) show the same paper, which prints without the
// frame around it (proforma.css).
import type { Proforma } from '../../shared/payment/payment-instructions.contract.ts';
import { messages, params, useFormat, useMessages } from '../../stores/locale.ts';
import { countryNameIn, placeIn } from '../../shared/i18n/country-by-name.ts';
import { productNameIn } from '../../shared/i18n/trade-names.ts';
import { FactList } from './FactList.tsx';
import { useLabels } from './labels.ts';
import './proforma.css';

export const text = messages('shared/proforma', {
  title: 'Pro-forma invoice',
  number: 'Pro-forma number',
  issued: 'Date',
  orderNumber: 'Order number',
  seller: 'Seller',
  buyer: 'Buyer',
  description: 'Description',
  lines: 'What is sold (scrolls sideways on a narrow screen)',
  quantity: 'Quantity (MT)',
  pricePerMT: params('Price per MT ({currency})'),
  amount: params('Amount ({currency})'),
  origin: params('Origin: {country}'),
  total: 'Total',
  terms: 'Terms of sale',
  incoterm: 'Incoterm (Incoterms® 2020)',
  payment: 'Payment terms',
  destination: 'Destination',
  howToPay: 'Payment instructions',
  reference: 'Reference to quote',
  beneficiary: 'Beneficiary',
  bank: 'Bank',
  account: 'Account number / IBAN',
  swift: 'SWIFT/BIC',
  bankAddress: 'Bank address',
  notes: 'Notes',
  bankPending: 'Our bank details for this currency will be sent to you by your sourcing agent.',
  disclaimer:
    'This pro-forma invoice states the agreed terms of the order so that payment can be arranged. It is not a tax invoice: the commercial invoice follows with the shipping documents.',
  print: 'Print or save as PDF',
  back: 'Back to the order',
  notFound: 'Pro-forma invoice not found',
  notFoundText: 'This order does not exist, or it belongs to another account.',
  notReady: 'The pro-forma invoice is ready once the order is approved (a cancelled order has none).',
  failed: 'The pro-forma invoice could not be loaded.',
  loading: 'Loading the pro-forma invoice...',
  myOrders: 'Back to My Orders',
});

function Party({ title, party }: { title: string; party: Proforma['seller'] }) {
  const { locale } = useFormat();
  return (
    <section className="proforma-party" aria-label={title}>
      <h3>{title}</h3>
      <p>
        <strong>{party.name}</strong>
        {party.addressLines.map((line) => (
          <span key={line}>
            <br />
            {placeIn(line, locale)}
          </span>
        ))}
        <br />
        {party.email}
        {party.phone && (
          <>
            <br />
            {party.phone}
          </>
        )}
      </p>
    </section>
  );
}

export function ProformaDocument({ proforma }: { proforma: Proforma }) {
  const t = useMessages(text);
  const format = useFormat();
  const label = useLabels();
  const money = (value: number) => format.money(value, proforma.currency);
  const pay = proforma.howToPay;
  return (
    <article className="proforma card" aria-labelledby="proforma-title">
      <header className="proforma-head">
        <div className="proforma-heading">
          {/* The page's h1 is the hub header's, which is not printed: this title is the paper's. */}
          <h2 id="proforma-title" className="proforma-title">
            {t.title}
          </h2>
          <FactList
            className="proforma-ids"
            rows={[
              [t.number, proforma.number],
              [t.issued, format.date(proforma.issuedAt)],
              [t.orderNumber, proforma.orderNumber],
            ]}
          />
        </div>
        <Party title={t.seller} party={proforma.seller} />
      </header>
      <Party title={t.buyer} party={proforma.buyer} />
      {/* On a phone the lines may scroll sideways: the frame is then a named region the keyboard can reach. */}
      <div className="proforma-table-frame" role="region" aria-label={t.lines} tabIndex={0}>
        <table className="proforma-lines">
          <thead>
            <tr>
              <th scope="col">{t.description}</th>
              <th scope="col" className="num">
                {t.quantity}
              </th>
              <th scope="col" className="num">
                {t.pricePerMT({ currency: proforma.currency })}
              </th>
              <th scope="col" className="num">
                {t.amount({ currency: proforma.currency })}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                {productNameIn(proforma, format.locale)}
                <br />
                <span className="muted">{t.origin({ country: countryNameIn(proforma.countryOfOrigin, format.locale) })}</span>
              </td>
              <td className="num">{format.number(proforma.quantity)}</td>
              <td className="num">{money(proforma.pricePerMT)}</td>
              <td className="num">{money(proforma.total)}</td>
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {t.total}
              </th>
              <td className="num">
                <strong>{money(proforma.total)}</strong>
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <section aria-labelledby="proforma-terms">
        <h3 id="proforma-terms">{t.terms}</h3>
        <FactList
          className="definition-list"
          rows={[
            [t.incoterm, `${proforma.incoterm} ${placeIn(proforma.namedPlace, format.locale)}`],
            [t.payment, label('payment', proforma.paymentTerm)],
            [t.destination, placeIn(proforma.destination, format.locale)],
          ]}
        />
      </section>
      {pay && (
        <section aria-labelledby="proforma-pay">
          <h3 id="proforma-pay">{t.howToPay}</h3>
          <FactList
            className="definition-list"
            rows={[
              [t.reference, <strong key="reference">{pay.reference}</strong>],
              pay.bank !== null && [t.beneficiary, pay.bank.beneficiary],
              pay.bank !== null && [t.bank, pay.bank.bankName],
              pay.bank !== null && [t.account, <span key="account" className="payment-code">{pay.bank.accountNumber}</span>],
              pay.bank !== null && [t.swift, <span key="swift" className="payment-code">{pay.bank.swift}</span>],
              pay.bank !== null && [t.bankAddress, <span key="address" className="pre-line">{pay.bank.bankAddress}</span>],
              pay.bank !== null && pay.bank.notes !== '' && [t.notes, <span key="notes" className="pre-line">{pay.bank.notes}</span>],
            ]}
          />
          {pay.bank === null && <p>{t.bankPending}</p>}
        </section>
      )}
      <p className="muted proforma-disclaimer">{t.disclaimer}</p>
    </article>
  );
}
