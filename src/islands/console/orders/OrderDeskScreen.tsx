import { type SubmitEvent, useRef, useState } from 'react';
import { notifySuccess } from '../../../lib/api/report.ts';
import { staffPost, staffUpload } from '../../../lib/api/staff.ts';
import { formatDateTime, formatNumber, formatUsd } from '../../../lib/format/numbers.ts';
import {
  ORDER_STATUS_LABELS,
  PAYMENT_TERM_LABELS,
  SHIPPING_TERM_LABELS,
  type OrderStatus,
} from '../../../shared/common/enums.ts';
import type { StaffHistoryEntry, StaffOrderDetails } from '../../../shared/orders/orders.staff.ts';
import {
  acceptedDocumentTypes,
  missingDocuments,
  packClosedReason,
  ORDER_DOCUMENT_LABELS,
  ORDER_DOCUMENT_MAX_BYTES,
  ORDER_DOCUMENT_MIME_TYPES,
  type OrderDocumentType,
} from '../../../shared/orders/order-documents.ts';
import { moveNoteRefusal, nextMoves } from '../../../shared/orders/order-workflow.ts';
import {
  decisionRefusal,
  RECEIPT_STATUS_LABELS,
  receiptUploadRefusal,
  type ReceiptDecision,
} from '../../../shared/orders/payment-proof.ts';
import { errorText, type Reason } from '../../../shared/i18n/errors.ts';
import { fileProblem } from '../../../shared/common/files.ts';
import { FileField } from '../../shared/FileField.tsx';
import { SelectField, SubmitButton, TextAreaField } from '../../shared/FormFields.tsx';
import { useFields } from '../../shared/useFields.ts';
import { SubmitAlerts, useSubmit } from '../../shared/useSubmit.tsx';
import StatusBadge from '../../shared/StatusBadge.tsx';
import { FactList } from '../../shared/FactList.tsx';
import { BuyerCard, DeskLayout, DeskNotFound, type DeskKind, DeskScreen } from '../shared/Desk.tsx';
import WaitingFor from './WaitingFor.tsx';
import ShipmentsCard from './ShipmentsCard.tsx';
import { useStaffData } from '../shared/useStaffData.ts';
import '../../shared/hub.css';
import '../shared/console.css';
import '../shared/order-desk.css';
import { FIELD_LIMITS } from '../../../shared/common/field-limits.ts';
import ScrollingTable from '../shared/ScrollingTable.tsx';

/** What a history entry says, in words. */
function describe(entry: StaffHistoryEntry): string {
  switch (entry.event) {
    case 'status':
      return entry.status === 'PENDING' ? 'Order placed' : `Moved to ${ORDER_STATUS_LABELS[entry.status ?? 'PENDING']}`;
    case 'approved':
      return 'Approved by the buyer';
    case 'receipt':
      return 'Payment proof uploaded';
    case 'receipt_verified':
      return 'Payment proof verified';
    case 'receipt_rejected':
      return 'Payment proof rejected';
    case 'document':
      return `Document added${entry.note ? `: ${entry.note}` : ''}`;
  }
}

function Facts({ order }: { order: StaffOrderDetails }) {
  const rows: [string, string][] = [
    ['Product', order.productName],
    ['Quantity', `${formatNumber(order.quantityOrdered)} MT`],
    ['Price per MT', formatUsd(order.pricePerMT)],
    ['Total cost', formatUsd(order.cost)],
    ['Shipping terms', SHIPPING_TERM_LABELS[order.incoterm]],
    ['Payment terms', PAYMENT_TERM_LABELS[order.paymentTerm]],
    ['Origin', order.countryOfOrigin],
    ['Destination', `${order.port}, ${order.country}`],
    ['Placed', formatDateTime(order.createdAt)],
    ['Approved by the buyer', order.buyerApproved ? 'Yes' : 'Not yet'],
  ];
  return (
    <section className="card" aria-labelledby="order-facts-title">
      <h2 id="order-facts-title">Order</h2>
      <FactList className="facts" rows={rows} />
      {order.proformaAvailable && (
        <p>
          <a href={`/console/orders/proforma/${order.id}`}>Pro-forma invoice</a>{' '}
          <span className="muted">(what the buyer pays against)</span>
        </p>
      )}
      {order.note && (
        <>
          <h3>Requirements and note</h3>
          <p className="pre-wrap">{order.note}</p>
        </>
      )}
    </section>
  );
}

function Buyer({ order }: { order: StaffOrderDetails }) {
  const { buyer } = order;
  return (
    <BuyerCard
      buyer={buyer}
      links={
        <>
          <a href={`/console/orders?buyerId=${buyer.id}`}>All their orders</a>
          <a href={`/console/orders/new?buyerId=${buyer.id}`}>Draft an order for them</a>
        </>
      }
    />
  );
}

type OrderChange = (order: StaffOrderDetails) => void;

/**
 * The note the buyer reads with a change an agent makes to the order (a move, a decision on
 * the payment proof), sent through useSubmit: `field` is the note's props, `text` what is
 * typed, `require` shows the rule's reason why a change needs one, and `send` posts the change with the note, hands on the changed
 * order, says so and empties the note; `then` follows a change that went through.
 */
function useBuyerNote(order: StaffOrderDetails, onChange: OrderChange) {
  const submission = useSubmit({ fields: ['note'] });
  const { values, setValues, field } = useFields({ note: '' }, submission);

  const send = (
    change: 'status' | 'receipt',
    body: object,
    done: (updated: StaffOrderDetails) => string,
    then?: () => void,
  ) =>
    submission.send(
      () =>
        staffPost<StaffOrderDetails>(`staff/orders/${order.id}/${change}`, {
          ...body,
          note: values.note.trim() || undefined,
        }),
      (updated) => {
        onChange(updated);
        notifySuccess(done(updated));
        setValues({ note: '' });
        then?.();
      },
    );

  return {
    submission,
    text: values.note,
    require: (reason: Reason) => submission.reject([{ field: 'note', message: errorText(reason) }]),
    field: { ...field('note'), maxLength: FIELD_LIMITS.orderNote },
    send,
  };
}

/** The next moves the state machine allows, each with the note it needs; blocked ones say why. */
function Moves({ order, onChange }: { order: StaffOrderDetails; onChange: OrderChange }) {
  const moves = nextMoves(
    { ...order, receiptStatus: order.paymentReceipt?.status ?? null, shipmentCount: order.shipments.length },
    missingDocuments(order.requiredDocuments),
  );
  const [chosen, setChosen] = useState<OrderStatus | null>(null);
  const note = useBuyerNote(order, onChange);
  const { submission } = note;
  const heading = useRef<HTMLHeadingElement>(null);
  const move = moves.find((m) => m.to === chosen);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (!move) return;
    const noNote = moveNoteRefusal(move.to, note.text, missingDocuments(order.requiredDocuments));
    if (noNote) return note.require(noNote);
    await note.send(
      'status',
      { status: move.to },
      (updated) => `Order ${updated.orderNumber} is now ${ORDER_STATUS_LABELS[updated.status].toLowerCase()}.`,
      () => {
        setChosen(null);
        // The form is gone: keep keyboard users where the next step is offered.
        heading.current?.focus();
      },
    );
  }

  return (
    <section className="card" aria-labelledby="order-moves-title">
      <h2 id="order-moves-title" ref={heading} tabIndex={-1}>
        Next step
      </h2>
      {moves.length === 0 ? (
        <p>This order is {ORDER_STATUS_LABELS[order.status].toLowerCase()}; nothing more can change.</p>
      ) : (
        <ul className="move-list">
          {moves.map((m) => (
            <li key={m.to}>
              <button
                type="button"
                className={m.to === 'CANCELLED' ? 'btn btn-outline danger' : 'btn btn-primary'}
                disabled={Boolean(m.blocker)}
                aria-pressed={chosen === m.to}
                aria-describedby={
                  m.blocker ? `blocker-${m.to}` : m.warning && chosen !== m.to ? `warning-${m.to}` : undefined
                }
                onClick={() => {
                  setChosen(m.to);
                  submission.reset();
                }}
              >
                {m.label}
              </button>
              {m.blocker && (
                <span id={`blocker-${m.to}`} className="muted">
                  {' '}
                  {errorText(m.blocker)}
                </span>
              )}
              {/* Once the move is open its form says it; the warning is shown once (issue 41). */}
              {!m.blocker && m.warning && chosen !== m.to && (
                <span id={`warning-${m.to}`} className="move-warning">
                  <span aria-hidden="true">⚠</span> {errorText(m.warning)}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {move && (
        <form ref={submission.ref} className="move-form" onSubmit={submit} noValidate>
          {/* The same words become the note's error when it is left empty: then only that shows. */}
          {move.warning && !submission.errors['note'] && (
            <p className="move-warning" role="note">
              <span aria-hidden="true">⚠</span> {errorText(move.warning)}
            </p>
          )}
          <TextAreaField
            {...note.field}
            label={
              move.warning
                ? 'Note for the buyer: what happens with the missing documents'
                : move.needsNote
                  ? 'Reason (the buyer reads it)'
                  : 'Note for the buyer (optional)'
            }
            required={move.needsNote}
            rows={3}
            autoFocus
          />
          <SubmitAlerts submission={submission} />
          <div className="row-actions">
            <SubmitButton pending={submission.pending}>Confirm: {move.label.toLowerCase()}</SubmitButton>
            <button type="button" className="btn btn-outline" onClick={() => setChosen(null)}>
              Back
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

const DECISION_BUTTONS = [
  { decision: 'VERIFIED', label: 'Verify payment', className: 'btn btn-primary' },
  { decision: 'REJECTED', label: 'Reject proof', className: 'btn btn-outline danger' },
] as const;

/** The decision whose button sent the form; none when Retry sent it again. */
const decisionOf = (submitter: HTMLElement | null) =>
  DECISION_BUTTONS.find(({ decision }) => submitter?.getAttribute('value') === decision)?.decision;

/** The latest payment proof, with verify and reject (a rejection says why). */
function Receipt({ order, onChange }: { order: StaffOrderDetails; onChange: OrderChange }) {
  const receipt = order.paymentReceipt;
  const note = useBuyerNote(order, onChange);
  const { submission } = note;
  // The decision last asked for: its button shows the wait, and Retry asks it again.
  const [asked, setAsked] = useState<ReceiptDecision | null>(null);
  const decidable = decisionRefusal(receipt, order.status) === null;
  // Why no proof is here: its payment terms take none, the order was cancelled, or it is still to come.
  const noProof = receiptUploadRefusal({ ...order, receiptStatus: null });

  async function decide(event: SubmitEvent) {
    event.preventDefault();
    const decision = decisionOf(event.submitter) ?? asked;
    if (!decision) return;
    setAsked(decision);
    const refusal = decisionRefusal(receipt, order.status, { decision, note: note.text });
    if (refusal) return note.require(refusal.reason);
    await note.send('receipt', { decision }, () =>
      decision === 'VERIFIED' ? 'Payment proof verified.' : 'Payment proof rejected; the buyer can upload a new one.',
    );
  }

  return (
    <section className="card" aria-labelledby="order-receipt-title">
      <h2 id="order-receipt-title">Payment proof</h2>
      {!receipt ? (
        <p className="muted">{noProof ? errorText(noProof) : 'The buyer has not uploaded a payment proof yet.'}</p>
      ) : (
        <>
          <p>
            <span
              className={`pill ${receipt.status === 'VERIFIED' ? 'good' : receipt.status === 'REJECTED' ? 'bad' : 'warn'}`}
            >
              {RECEIPT_STATUS_LABELS[receipt.status]}
            </span>{' '}
            uploaded {formatDateTime(receipt.uploadedAt)}
            {receipt.decidedAt && `, decided ${formatDateTime(receipt.decidedAt)}`}
          </p>
          {receipt.decisionNote && <p>Note: {receipt.decisionNote}</p>}
          <p>
            <a href={receipt.image} target="_blank" rel="noopener noreferrer">
              Open the proof ({receipt.fileName})<span className="visually-hidden"> in a new tab</span>
            </a>
          </p>
          {decidable && (
            <form ref={submission.ref} onSubmit={decide} noValidate>
              <TextAreaField {...note.field} label="Note (needed to reject; the buyer reads it)" rows={2} />
              <SubmitAlerts submission={submission} />
              <div className="row-actions">
                {DECISION_BUTTONS.map(({ decision, label, className }) => (
                  <button
                    key={decision}
                    type="submit"
                    name="decision"
                    value={decision}
                    className={className}
                    disabled={submission.pending}
                    aria-busy={(submission.pending && asked === decision) || undefined}
                  >
                    {label}
                  </button>
                ))}
              </div>
            </form>
          )}
        </>
      )}
    </section>
  );
}

/** The document pack: the checklist of what the order needs, the files, and an upload form. */
function Documents({ order, onUploaded }: { order: StaffOrderDetails; onUploaded: () => void }) {
  // Only the types that fit the order's state now (a bill of lading waits until it is processing).
  const accepted = acceptedDocumentTypes(order.status);
  const closed = packClosedReason(order.status);
  const missing = missingDocuments(order.requiredDocuments).find((type) => accepted.includes(type));
  const submission = useSubmit({ fields: ['type', 'file'] });
  const { values, field } = useFields<{ type: OrderDocumentType | '' }>({ type: missing ?? '' }, submission);
  const fileRef = useRef<HTMLInputElement>(null);

  async function upload(event: SubmitEvent) {
    event.preventDefault();
    const { type } = values;
    const file = fileRef.current?.files?.[0];
    const fileError = fileProblem(file, { maxBytes: ORDER_DOCUMENT_MAX_BYTES, missing: 'document_file_missing' });
    if (!type || !file || fileError) {
      return submission.reject([
        ...(type ? [] : [{ field: 'type', message: errorText('document_type_missing') }]),
        ...(fileError ? [{ field: 'file', message: errorText(fileError) }] : []),
      ]);
    }
    const form = new FormData();
    form.append('type', type);
    form.append('file', file);
    await submission.send(
      () => staffUpload(`staff/orders/${order.id}/documents`, form),
      () => {
        notifySuccess(`${ORDER_DOCUMENT_LABELS[type]} added; the buyer was told.`);
        if (fileRef.current) fileRef.current.value = '';
        onUploaded();
      },
    );
  }

  return (
    <section className="card" aria-labelledby="order-documents-title">
      <h2 id="order-documents-title">Documents</h2>
      <ul className="document-checklist" aria-label="Required documents">
        {order.requiredDocuments.map((item) => (
          <li key={item.type} className={item.present ? 'present' : 'missing'}>
            <span aria-hidden="true">{item.present ? '✓' : '○'}</span> {ORDER_DOCUMENT_LABELS[item.type]}
            <span className="visually-hidden">{item.present ? ' (on file)' : ' (missing)'}</span>
          </li>
        ))}
      </ul>
      {order.documents.length > 0 && (
        <ul className="document-list" aria-label="Documents on file">
          {order.documents.map((document) => (
            <li key={document.id}>
              <a href={document.link} target="_blank" rel="noopener noreferrer">
                {ORDER_DOCUMENT_LABELS[document.type]}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>{' '}
              <span className="muted">
                {formatDateTime(document.uploadedAt)} · {formatNumber(Math.ceil(document.size / 1024))} KB
              </span>
            </li>
          ))}
        </ul>
      )}
      {closed ? (
        <p className="muted">{errorText(closed)}</p>
      ) : (
        <form ref={submission.ref} className="upload-form" onSubmit={upload} noValidate>
          <SelectField
            {...field('type')}
            id="document-type"
            label="Document type"
            placeholder="Choose..."
            options={accepted.map((value) => ({ value, label: ORDER_DOCUMENT_LABELS[value] }))}
            required
          />
          <FileField
            id="document-file"
            label="File (PDF or image, at most 20 MB)"
            ref={fileRef}
            accept={ORDER_DOCUMENT_MIME_TYPES.join(',')}
            submission={submission}
          />
          <SubmitAlerts submission={submission} />
          {order.status === 'PENDING' && (
            <p className="muted">Shipping papers can be added once the order is processing.</p>
          )}
          <SubmitButton pending={submission.pending}>Upload document</SubmitButton>
        </form>
      )}
    </section>
  );
}

function History({ order }: { order: StaffOrderDetails }) {
  return (
    <section className="card" aria-labelledby="order-history-title">
      <h2 id="order-history-title">History</h2>
      <ScrollingTable
        label="History table"
        caption="Everything that happened to this order, oldest first"
        columns={['When', 'Who', 'What', 'Note']}
      >
        {order.history.map((entry, index) => (
          <tr key={index}>
            <td>
              <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
            </td>
            <td>
              {entry.actorName ?? 'System'}
              {entry.actorType && <span className="muted"> ({entry.actorType})</span>}
            </td>
            <td>{describe(entry)}</td>
            <td>{entry.event === 'document' ? '' : (entry.note ?? '')}</td>
          </tr>
        ))}
      </ScrollingTable>
    </section>
  );
}

const ORDER_DESK: DeskKind = { name: 'Order', plural: 'orders' };

function OrderDesk({ id }: { id: string }) {
  const {
    data: order,
    setData: setOrder,
    missing,
    reload: load,
  } = useStaffData<StaffOrderDetails>(`staff/orders/${id}`);

  if (missing) return <DeskNotFound kind={ORDER_DESK} />;
  if (!order) return <p role="status">Loading the order...</p>;
  return (
    <DeskLayout
      kind={ORDER_DESK}
      className="order-desk"
      head={
        <>
          <h2>Order {order.orderNumber}</h2>
          <StatusBadge kind="order" status={order.status} />
          <WaitingFor waiting={order.waitingFor} />
        </>
      }
      main={
        <>
          <Moves order={order} onChange={setOrder} />
          <Receipt order={order} onChange={setOrder} />
          <ShipmentsCard order={order} onSaved={() => void load()} />
          <Documents order={order} onUploaded={() => void load()} />
        </>
      }
      side={
        <>
          <Buyer order={order} />
          <Facts order={order} />
        </>
      }
    >
      <History order={order} />
    </DeskLayout>
  );
}

/** /console/orders/{orderId}: one order, with the moves, payment proof and documents an agent handles. */
export default function OrderDeskScreen() {
  return <DeskScreen kind={ORDER_DESK}>{(id) => <OrderDesk id={id} />}</DeskScreen>;
}
