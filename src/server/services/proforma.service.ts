import { productNameFrOf } from '../db/queries/products.queries.ts';
import { countryLabel } from '../../shared/common/countries.ts';
import type { Proforma } from '../../shared/payment/payment-instructions.contract.ts';
import {
  namedPlaceOf,
  ORDER_CURRENCY,
  proformaNumber,
  unpayableReason,
} from '../../shared/payment/payment-instructions.ts';
import type { Db } from '../db/client.ts';
import { findOrderForStaff } from '../db/queries/orders.staff.queries.ts';
import { historyOfOrder, type OrderRow } from '../db/queries/orders.queries.ts';
import { refused } from '../http/api-error.ts';
import { company } from '../mail/company.ts';
import { howToPay } from './payment-instructions.service.ts';
import { isStaffRole } from '../../shared/staff/permissions.ts';
import { actor, type ServiceContext } from './context.ts';

// The pro-forma invoice of an approved order: what the buyer pays (or has their bank open a
// credit) against. Built from the order's stored terms, never the catalogue's current prices.

interface BuyerContact {
  fullName: string;
  email: string;
  phoneNumber: string | null;
  country: string | null;
}

/** When the buyer approved the order (the pro-forma's issue date); the latest approval if recorded more than once. */
async function approvedAt(db: Db, order: OrderRow): Promise<Date> {
  const history = await historyOfOrder(db, order.id);
  return history.findLast((entry) => entry.event === 'approved')?.createdAt ?? order.createdAt;
}

async function buildProforma(db: Db, order: OrderRow, buyer: BuyerContact): Promise<Proforma> {
  const unpayable = unpayableReason(order);
  if (unpayable) throw refused(unpayable);
  const seller = company();
  const [issuedAt, payment] = await Promise.all([approvedAt(db, order), howToPay(db, order)]);
  const buyerCountry = buyer.country ? (countryLabel(buyer.country) ?? buyer.country) : null;
  return {
    number: proformaNumber(order.orderNumber),
    orderId: order.id,
    orderNumber: order.orderNumber,
    issuedAt: issuedAt.toISOString(),
    seller: {
      name: seller.legalName,
      addressLines: seller.addressLines,
      email: seller.email,
      phone: seller.phone,
    },
    buyer: {
      name: buyer.fullName,
      addressLines: buyerCountry ? [buyerCountry] : [],
      email: buyer.email,
      phone: buyer.phoneNumber,
    },
    productName: order.productName,
    productNameFr: await productNameFrOf(db, order.productId),
    quantity: order.quantityOrdered,
    pricePerMT: order.pricePerMT,
    currency: ORDER_CURRENCY,
    total: order.cost,
    incoterm: order.incoterm,
    namedPlace: namedPlaceOf(order),
    countryOfOrigin: order.countryOfOrigin,
    destination: [order.port, order.country].filter(Boolean).join(', '),
    paymentTerm: order.paymentTerm,
    howToPay: payment,
  };
}

/**
 * The pro-forma of one order, for its buyer or for staff (their routes check the permission):
 * any other buyer's order answers 404 (as if it did not exist), an order not yet approved or
 * cancelled 409.
 */
export async function getProforma(ctx: ServiceContext, orderId: string): Promise<Proforma> {
  const viewer = actor(ctx);
  const found = await findOrderForStaff(ctx.db, orderId);
  if (!found || (!isStaffRole(viewer.type) && found.order.buyerId !== viewer.id)) throw refused('order_not_found');
  return buildProforma(ctx.db, found.order, found.buyer);
}
