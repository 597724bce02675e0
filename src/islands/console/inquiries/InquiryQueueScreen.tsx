import { useStore } from '@nanostores/react';
import { formatDateTime, formatUsd } from '../../../lib/format/numbers.ts';
import type { StaffInquiry } from '../../../shared/inquiries/inquiries.staff.contract.ts';
import { INQUIRY_STATUS_LABELS, INQUIRY_STATUSES, type InquiryStatus } from '../../../shared/common/enums.ts';
import { $consoleCounts } from '../../../stores/console-socket.ts';
import type { Product } from '../../../shared/products/products.ts';
import StatusBadge from '../../shared/StatusBadge.tsx';
import InquiryWait from './InquiryWait.tsx';
import { BuyerCell, FindCard, OneBuyerNote, ResultsCard } from '../shared/ListParts.tsx';
import { type ListFilter, urlChoice, urlPage, urlParam, useFilteredList } from '../shared/useFilteredList.ts';
import { useScreenAccess } from '../shared/useScreenAccess.tsx';
import { useStaffData } from '../shared/useStaffData.ts';
import { staffDownload } from '../../../lib/api/staff.ts';
import ExportButton from '../../shared/ExportButton.tsx';
import '../../shared/hub.css';
import '../shared/console.css';
import '../shared/order-desk.css';
import './inquiries.css';

interface Filter extends ListFilter {
  status?: InquiryStatus | undefined;
  productId?: string | undefined;
  buyerId?: string | undefined;
  q?: string | undefined;
}

/**
 * The filter lives in the address bar, so a filtered list can be linked to: the inbox's
 * buyer panel and the buyer page open `/console/inquiries?buyerId={id}`.
 */
const filterFromUrl = (): Filter => ({
  status: urlChoice(INQUIRY_STATUSES, 'status'),
  productId: urlParam('productId'),
  buyerId: urlParam('buyerId'),
  q: urlParam('q'),
  page: urlPage(),
});

/** What became of an inquiry that is not waiting for a quote: its newest quote, in a few words. */
function LatestQuote({ inquiry }: { inquiry: StaffInquiry }) {
  const latest = inquiry.latestQuote;
  if (!latest) return <span className="muted">No quote yet</span>;
  return (
    <>
      Version {latest.version}: {formatUsd(latest.pricePerMT)}/MT <StatusBadge kind="quote" status={latest.state} />
    </>
  );
}

/**
 * Inquiries (agents): pending ones first, longest waiting first, each with its wait against
 * the quote-turnaround target (the server computes the due time from the admins' service
 * levels); then those with a quote out, then completed ones. Filtered and paged on the server.
 */
export default function InquiryQueueScreen() {
  const access = useScreenAccess();
  const { allowed } = access;
  // The catalogue's products, for the product filter.
  const products = useStaffData<Product[]>('product', { enabled: allowed }).data ?? [];
  const counts = useStore($consoleCounts);
  const list = useFilteredList<StaffInquiry, Filter>('staff/inquiries', filterFromUrl, {
    enabled: allowed,
    // A new inquiry, or one quoted elsewhere, changes the pending count: the list follows.
    refresh: counts?.pendingInquiries,
  });
  // Ages are read against the time the page was loaded, so every row uses the same clock.
  const now = new Date();

  if (!access.ready) return access.gate;

  return (
    <div className="console-screen">
      <FindCard
        noun="inquiries"
        list={list}
        choices={[
          {
            name: 'status',
            label: 'Status',
            placeholder: 'Any status',
            options: INQUIRY_STATUSES.map((value) => ({ value, label: INQUIRY_STATUS_LABELS[value] })),
          },
          {
            name: 'productId',
            label: 'Product',
            placeholder: 'Any product',
            options: products.map((product) => ({ value: product.id, label: product.productName })),
            hint: "Inquiries sent from a product's page",
          },
        ]}
        searchHint="Product, requirements or buyer"
      >
        <OneBuyerNote what="inquiries" list={list}>
          {(buyerId) => <a href={`/console/buyers/${encodeURIComponent(buyerId)}`}>Their page</a>}
        </OneBuyerNote>
      </FindCard>
      <ResultsCard
        title="Inquiries"
        noun="inquiries"
        one="inquiry"
        caption="Inquiries: waiting for a quote first, longest waiting first"
        list={list}
        columns={['Product', 'Buyer', 'Quantity and terms', 'Status', 'Waiting for a quote', 'Latest quote', 'Sent']}
        action={
          <ExportButton
            kind="staffInquiries"
            filters={list.filter}
            list="inquiries with every quote version"
            download={staffDownload}
          />
        }
      >
        {list.page?.items.map((inquiry) => (
          <tr key={inquiry.id} className={inquiry.status === 'PENDING' ? 'inquiry-pending' : undefined}>
            <td>
              <a href={`/console/inquiries/${inquiry.id}`}>{inquiry.productName}</a>
            </td>
            <BuyerCell buyer={inquiry.buyer} />
            <td>
              {inquiry.quantityRequired} MT
              <br />
              <span className="muted">
                {[inquiry.termsOfTrade, inquiry.paymentTerms, inquiry.destinationPort].filter(Boolean).join(' / ') ||
                  'No terms given'}
              </span>
            </td>
            <td>
              <StatusBadge kind="inquiry" status={inquiry.status} />
            </td>
            <td>
              <InquiryWait inquiry={inquiry} now={now} />
            </td>
            <td>
              <LatestQuote inquiry={inquiry} />
            </td>
            <td>
              <time dateTime={inquiry.createdAt}>{formatDateTime(inquiry.createdAt)}</time>
            </td>
          </tr>
        ))}
      </ResultsCard>
    </div>
  );
}
