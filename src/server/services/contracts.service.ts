// Sales contracts (issue 39): issued with every order, re-issued on a change of terms, signed
// by the buyer and countersigned by the house. Each version keeps its terms, its clauses and the
// exact PDF whose sha256 the signatures name. Rules: src/shared/contracts/contracts.ts.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  contractNumber,
  contractValues,
  CONTRACT_DEFAULTS,
  type ContractParty,
  type ContractStatus,
  type ContractTerms,
  maySignForBuyer,
  processingRefusal,
  sameName,
  signingRefusal,
  statusAfterSigning,
} from '../../shared/contracts/contracts.ts';
import type { Contract, ContractSettings, StaffContract } from '../../shared/contracts/contracts.contract.ts';
import { countryLabel } from '../../shared/common/countries.ts';
import { isLocale, type Locale } from '../../shared/i18n/locales.ts';
import { namedPlaceOf, ORDER_CURRENCY } from '../../shared/payment/payment-instructions.ts';
import type { Db } from '../db/client.ts';
import { afterCommit } from '../db/after-commit.ts';
import { findBuyer } from '../db/queries/chat.queries.ts';
import {
  type ContractRow,
  contractVersions,
  currentContract,
  findContract,
  insertContract,
  insertSignature,
  lockCurrentContract,
  nextContractSequence,
  readContractSettings,
  setContractStatus,
  signaturesOf,
  writeContractSettings,
} from '../db/queries/contracts.queries.ts';
import { findOrderOfBuyer, type OrderRow } from '../db/queries/orders.queries.ts';
import { findOrderForStaff, lockOrder } from '../db/queries/orders.staff.queries.ts';
import { productNameFrOf } from '../db/queries/products.queries.ts';
import { refused } from '../http/api-error.ts';
import { company } from '../mail/company.ts';
import { recordAudit } from './audit.service.ts';
import { actor, type ServiceContext } from './context.ts';
import { currentClauses } from './documents/contract-clauses.ts';
import { renderSalesContract, type SignatureLine } from './documents/sales-contract-pdf.ts';
import { signedLink } from './private-files.ts';
import { checkSignature } from './url-signing.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The terms of the order as the contract states them, in the buyer's language. */
async function termsOf(
  db: Db,
  order: OrderRow,
  buyer: { fullName: string; email: string; country: string | null },
  locale: Locale,
): Promise<ContractTerms> {
  const productNameFr = locale === 'fr' ? await productNameFrOf(db, order.productId) : null;
  return {
    orderNumber: order.orderNumber,
    buyerName: buyer.fullName,
    buyerEmail: buyer.email,
    buyerCountry: buyer.country ? (countryLabel(buyer.country) ?? buyer.country) : null,
    productName: productNameFr ?? order.productName,
    specification:
      order.note.trim() ||
      (locale === 'fr' ? 'selon la fiche produit du Vendeur' : "as per the Seller's product sheet"),
    quantity: order.quantityOrdered,
    tolerancePercent: CONTRACT_DEFAULTS.tolerancePercent,
    pricePerMT: order.pricePerMT,
    total: order.cost,
    currency: ORDER_CURRENCY,
    incoterm: order.incoterm,
    namedPlace: namedPlaceOf(order),
    origin: order.countryOfOrigin,
    destination: [order.port, order.country].filter(Boolean).join(', '),
    paymentTerm: order.paymentTerm,
    shipmentDays: CONTRACT_DEFAULTS.shipmentDays,
  };
}

const sellerOf = () => {
  const seller = company();
  return { sellerName: seller.legalName, sellerAddress: seller.addressLines.join(', ') };
};

/**
 * Issues the order's contract in the caller's transaction: version 1 under the year's next
 * number, or, when the order has one, voids the current version and issues the next under the
 * same number. The clauses are the published ones of the buyer's language, kept with the version.
 */
export async function issueContract(ctx: Pick<ServiceContext, 'now'>, tx: Db, order: OrderRow): Promise<ContractRow> {
  const buyer = await findBuyer(tx, order.buyerId);
  if (!buyer) throw refused('buyer_not_found');
  const locale: Locale = isLocale(buyer.language) ? buyer.language : 'en';
  const issuedAt = ctx.now();
  const previous = await lockCurrentContract(tx, order.id);
  const number =
    previous?.number ??
    contractNumber(issuedAt.getUTCFullYear(), await nextContractSequence(tx, issuedAt.getUTCFullYear()));
  const version = (previous?.version ?? 0) + 1;
  if (previous && previous.status !== 'VOID') {
    await setContractStatus(tx, previous.id, previous.status as ContractStatus, 'VOID', { voidedAt: issuedAt });
  }
  const terms = await termsOf(tx, order, buyer, locale);
  const clauses = currentClauses(locale);
  const values = contractValues(terms, { number, version, issuedAt, ...sellerOf() }, locale);
  const pdf = await renderSalesContract({ locale, values, clauses, issuedAt });
  return insertContract(tx, {
    orderId: order.id,
    number,
    version,
    status: 'AWAITING_BUYER',
    language: locale,
    terms,
    clauses,
    pdf,
    sha256: sha256(pdf),
    issuedAt,
  });
}

// ---------------------------------------------------------------------------------------
// Reading.

export const contractPath = (contractId: string) => `/api/order/contract/${contractId}`;

type SignatureWithEmail = Awaited<ReturnType<typeof signaturesOf>>[number];

function toContract(
  ctx: Pick<ServiceContext, 'files' | 'now'>,
  row: ContractRow,
  signatures: SignatureWithEmail[],
): Contract {
  return {
    id: row.id,
    number: row.number,
    version: row.version,
    status: row.status as ContractStatus,
    language: row.language,
    sha256: row.sha256,
    pdfUrl: signedLink(ctx.files, contractPath(row.id), ctx.now()).link,
    signatures: signatures
      .filter(({ signature }) => signature.contractId === row.id)
      .map(({ signature }) => ({
        party: signature.party as ContractParty,
        name: signature.name,
        signedAt: signature.signedAt.toISOString(),
      })),
    terms: row.terms as ContractTerms,
  };
}

/**
 * The order's current contract; an order placed before contracts existed gets its version 1
 * when it is first read, so every order has one (the order's row lock keeps two first
 * readers from issuing two).
 */
async function contractOf(ctx: ServiceContext, orderId: string): Promise<ContractRow> {
  const found = await currentContract(ctx.db, orderId);
  if (found) return found;
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw refused('order_not_found');
    return (await currentContract(tx, orderId)) ?? issueContract(ctx, tx, order);
  });
}

/** GET /order/{id}/contract: the current version of one of the buyer's orders (404 for anyone else's). */
export async function getContract(ctx: ServiceContext, orderId: string): Promise<Contract> {
  const order = await findOrderOfBuyer(ctx.db, actor(ctx).id, orderId);
  if (!order) throw refused('order_not_found');
  const row = await contractOf(ctx, orderId);
  return toContract(ctx, row, await signaturesOf(ctx.db, [row.id]));
}

/** GET /staff/orders/{id}/contract: the current version, and every version with its signatures (address included). */
export async function getStaffContract(ctx: ServiceContext, orderId: string): Promise<StaffContract> {
  const found = await findOrderForStaff(ctx.db, orderId);
  if (!found) throw refused('order_not_found');
  await contractOf(ctx, orderId);
  const versions = await contractVersions(ctx.db, orderId);
  const [current] = versions;
  if (!current) throw refused('contract_not_found');
  const signatures = await signaturesOf(
    ctx.db,
    versions.map((version) => version.id),
  );
  return {
    ...toContract(ctx, current, signatures),
    versions: versions.map((version) => ({
      ...toContract(ctx, version, signatures),
      issuedAt: version.issuedAt.toISOString(),
      voidedAt: version.voidedAt?.toISOString() ?? null,
      signatures: signatures
        .filter(({ signature }) => signature.contractId === version.id)
        .map(({ signature }) => ({
          party: signature.party as ContractParty,
          name: signature.name,
          signedAt: signature.signedAt.toISOString(),
          version: signature.version,
          sha256: signature.sha256,
          ip: signature.ip,
        })),
    })),
  };
}

/** GET /order/contract/{id}?expires&signature: the version's PDF (the signed copy once both signed). */
export async function openContract(
  ctx: ServiceContext,
  { contractId, expires, signature }: { contractId: string; expires: number; signature: string },
) {
  const check = checkSignature(
    [ctx.files.key, ...(ctx.files.previousKeys ?? [])],
    contractPath(contractId),
    expires,
    signature,
    ctx.now(),
  );
  if (check === 'invalid') throw refused({ code: 'link_invalid', params: { file: 'document' } });
  if (check === 'expired') throw refused({ code: 'link_expired', params: { file: 'document' } });
  const row = await findContract(ctx.db, contractId);
  if (!row) throw refused('contract_not_found');
  const bytes = row.signedPdf ?? row.pdf;
  return {
    stream: Readable.from(bytes),
    size: bytes.length,
    mimeType: 'application/pdf',
    fileName: `${row.number}-v${row.version}${row.signedPdf ? '-signed' : ''}.pdf`,
  };
}

// ---------------------------------------------------------------------------------------
// Signing.

interface Signing {
  orderId: string;
  version: number;
  ip: string | null;
}

/**
 * One party's signature on the current version, with the version locked: the version must be
 * the current one (409 contract_version_stale), each party signs once, the buyer first. When the
 * house countersigns, the signed copy (both signatures and the issued document's hash) is rendered.
 */
async function sign(
  ctx: ServiceContext,
  input: Signing & { party: ContractParty; name: string; buyerId: string; orderStatus: OrderRow['status'] },
) {
  const signer = actor(ctx);
  await ctx.db.transaction(async (tx) => {
    const current = await lockCurrentContract(tx, input.orderId);
    if (!current) throw refused('contract_not_found');
    const refusal = signingRefusal(
      { version: current.version, status: current.status as ContractStatus },
      input.party,
      input.version,
    );
    if (refusal) throw refused(refusal, 'version');
    const signedAt = ctx.now();
    await insertSignature(tx, {
      contractId: current.id,
      party: input.party,
      signerId: signer.id,
      name: input.name,
      version: current.version,
      sha256: current.sha256,
      ip: input.ip,
      signedAt,
    });
    const next = statusAfterSigning(input.party);
    let signedPdf: Buffer | undefined;
    if (next === 'SIGNED') {
      const lines: SignatureLine[] = (await signaturesOf(tx, [current.id])).map(({ signature }) => ({
        party: signature.party as ContractParty,
        name: signature.name,
        signedAt: signature.signedAt,
        ip: signature.ip,
        sha256: signature.sha256,
        version: signature.version,
      }));
      const locale = current.language;
      const values = contractValues(
        current.terms as ContractTerms,
        { number: current.number, version: current.version, issuedAt: current.issuedAt, ...sellerOf() },
        locale,
      );
      signedPdf = await renderSalesContract({
        locale,
        values,
        clauses: current.clauses,
        issuedAt: current.issuedAt,
        signatures: lines,
        issuedSha256: current.sha256,
      });
    }
    if (
      !(await setContractStatus(tx, current.id, current.status as ContractStatus, next, signedPdf ? { signedPdf } : {}))
    ) {
      throw refused('contract_version_stale', 'version');
    }
    await recordAudit(tx, {
      actorId: signer.id,
      action: 'contract.sign',
      entityType: 'contract',
      entityId: current.id,
      before: { orderId: input.orderId, contract: current.number, version: current.version, status: current.status },
      after: { party: input.party, name: input.name, sha256: current.sha256, ip: input.ip, status: next },
    });
    afterCommit(tx, () => ctx.live.orderUpdated(input.buyerId, { orderId: input.orderId, status: input.orderStatus }));
  });
}

/** POST /order/{id}/contract/sign: the buyer types their full name and accepts. */
export async function signAsBuyer(
  ctx: ServiceContext,
  input: Signing & { fullName: string; accept: boolean },
): Promise<Contract> {
  const me = actor(ctx);
  const order = await findOrderOfBuyer(ctx.db, me.id, input.orderId);
  if (!order) throw refused('order_not_found');
  if (!maySignForBuyer(me, order)) throw refused('contract_signer_refused');
  if (input.accept !== true) throw refused('contract_accept_required', 'accept');
  const buyer = await findBuyer(ctx.db, me.id);
  if (!buyer || !sameName(input.fullName, buyer.fullName)) throw refused('contract_name_mismatch', 'fullName');
  await sign(ctx, {
    ...input,
    party: 'BUYER',
    name: input.fullName.trim(),
    buyerId: order.buyerId,
    orderStatus: order.status,
  });
  return getContract(ctx, input.orderId);
}

/** POST /staff/orders/{id}/contract/sign: the house countersigns (permission contracts.sign). */
export async function countersign(ctx: ServiceContext, input: Signing): Promise<StaffContract> {
  const found = await findOrderForStaff(ctx.db, input.orderId);
  if (!found) throw refused('order_not_found');
  await sign(ctx, {
    ...input,
    party: 'SELLER',
    name: `${actor(ctx).fullName}, ${company().legalName}`,
    buyerId: found.order.buyerId,
    orderStatus: found.order.status,
  });
  return getStaffContract(ctx, input.orderId);
}

// ---------------------------------------------------------------------------------------
// The policy.

export const getContractSettings = (ctx: ServiceContext): Promise<ContractSettings> => readContractSettings(ctx.db);

export async function putContractSettings(ctx: ServiceContext, body: ContractSettings): Promise<ContractSettings> {
  const admin = actor(ctx);
  await ctx.db.transaction(async (tx) => {
    const before = await readContractSettings(tx);
    await writeContractSettings(tx, { ...body, updatedBy: admin.id, updatedAt: ctx.now() });
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'contracts.settings',
      entityType: 'settings',
      entityId: 'contracts',
      before,
      after: body,
    });
  });
  return readContractSettings(ctx.db);
}

/**
 * Why the desk may not start this order yet (in the move's transaction), or null. An admin's
 * override is the caller's to check and audit.
 */
export async function processingBlocker(tx: Db, orderId: string, overridden: boolean) {
  const [policy, current] = await Promise.all([readContractSettings(tx), currentContract(tx, orderId)]);
  return processingRefusal(policy, (current?.status as ContractStatus | undefined) ?? null, overridden);
}
