import { countryLabel } from '../../shared/common/countries.ts';
import type {
  StaffProduct,
  StaffProductDetails,
  StaffProductPage,
} from '../../shared/products/products.staff.contract.ts';
import { pageOffset } from '../../shared/common/envelope.ts';
import {
  type ImagePatchInput,
  type OriginInput,
  type ProductCreateInput,
  type ProductFields,
  type ProductPatchInput,
  ProductWrite,
  specificationMap,
  specificationRows,
  type StaffProductsQuery,
} from '../../shared/products/product-write.ts';
import { smallImage } from '../../shared/products/products.ts';
import type { Db } from '../db/client.ts';
import {
  countProductsForStaff,
  deleteImage,
  deleteOrigins,
  insertImage,
  insertOrigins,
  insertProduct,
  listProductsForStaff,
  lockProduct,
  type ProductImageRow,
  type ProductOriginRow,
  setOriginPrice,
  touchProduct,
  updateImage,
  updateProduct,
} from '../db/queries/products.staff.queries.ts';
import { insertPriceHistory, priceHistoryWithActors } from '../db/queries/price-history.queries.ts';
import { findProductRow, imagesOf, originsOf, type ProductRow } from '../db/queries/products.queries.ts';
import { refused, refusedAll } from '../http/api-error.ts';
import { issueReason } from '../../shared/i18n/errors.ts';
import { type AuditEntryInput, recordAudit } from './audit.service.ts';
import { checkPriceAlerts, notifySavedSearches, type PriceChange } from './notifications/alerts.service.ts';
import { countriesTraded, listingFields, tradingTerms } from './products.service.ts';
import { actor, type ServiceContext } from './context.ts';
import { removeProductImageFiles, type StoredImage, storeProductImage } from './product-images.ts';

/** How many recent price changes the edit screen shows. */
const PRICE_HISTORY_SHOWN = 50;

function toStaffProduct(row: ProductRow, images: ProductImageRow[], origins: ProductOriginRow[]): StaffProduct {
  return {
    ...listingFields(row),
    commodity: (row.commodity as StaffProduct['commodity']) ?? null,
    supplier: row.supplier,
    published: row.published,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    CountryTraded: countriesTraded(origins),
    productImages: images.map((image) => ({
      id: image.id,
      image: image.image,
      thumbnail: smallImage(image.image),
      alt: image.alt,
      isMain: image.isMain,
      position: image.position,
      width: image.width,
      height: image.height,
    })),
  };
}

async function staffProducts(db: Db, rows: ProductRow[]): Promise<StaffProduct[]> {
  const ids = rows.map((row) => row.id);
  const [images, origins] = await Promise.all([imagesOf(db, ids), originsOf(db, ids)]);
  return rows.map((row) =>
    toStaffProduct(
      row,
      images.filter((image) => image.productId === row.id),
      origins.filter((origin) => origin.productId === row.id),
    ),
  );
}

/** GET /staff/products: every product, published or not, filtered and paged. */
export async function listStaffProducts(ctx: ServiceContext, query: StaffProductsQuery): Promise<StaffProductPage> {
  const filter = { q: query.q, published: query.published, category: query.category };
  const [rows, total] = await Promise.all([
    listProductsForStaff(ctx.db, filter, query.pageSize, pageOffset(query)),
    countProductsForStaff(ctx.db, filter),
  ]);
  return { items: await staffProducts(ctx.db, rows), total, page: query.page, pageSize: query.pageSize };
}

/** GET /staff/products/{id}: one product with its recent price changes. */
export async function getStaffProduct(ctx: ServiceContext, id: string): Promise<StaffProductDetails> {
  const { db } = ctx;
  const row = await findProductRow(db, id);
  if (!row) throw refused('product_not_found');
  const [[product], history] = await Promise.all([
    staffProducts(db, [row]),
    priceHistoryWithActors(db, id, PRICE_HISTORY_SHOWN),
  ]);
  return {
    ...product!,
    priceHistory: history.map((entry) => ({
      countryCode: entry.countryCode,
      countryName: entry.countryName,
      pricePerMT: entry.pricePerMT,
      recordedAt: entry.recordedAt.toISOString(),
      actorName: entry.actorName,
    })),
  };
}

/** The editable fields of a stored product, in the shape the write schemas check. */
function editableFields(row: ProductRow, origins: ProductOriginRow[]): ProductFields {
  return {
    productName: row.productName,
    productDescription: row.productDescription,
    productNameFr: row.productNameFr,
    productDescriptionFr: row.productDescriptionFr,
    category: row.category as ProductFields['category'],
    subCategory: row.subCategory,
    commodity: (row.commodity as ProductFields['commodity']) ?? null,
    supplier: row.supplier,
    currency: row.currency as ProductFields['currency'],
    ...tradingTerms(row),
    productSpecification: specificationRows(row.productSpecification),
    origins: origins.map(({ countryCode, pricePerMT }) => ({ countryCode, pricePerMT })),
    published: row.published,
  };
}

/**
 * Validates a whole product with the shared rules; failures answer 400 with their fields: a rule
 * between fields by its reason, a field's own check in the schema's words (field_invalid).
 */
function validated(fields: unknown): ProductFields {
  const result = ProductWrite.safeParse(fields);
  if (!result.success) {
    throw refusedAll(
      result.error.issues.map((issue) => ({
        field: issue.path.join('.'),
        reason: issueReason('params' in issue ? issue.params : undefined) ?? {
          code: 'field_invalid',
          params: { message: issue.message },
        },
      })),
    );
  }
  return result.data;
}

const rowValues = (fields: ProductFields) => ({
  productName: fields.productName,
  productDescription: fields.productDescription,
  // Blank is none: French readers then see the English text.
  productNameFr: fields.productNameFr || null,
  productDescriptionFr: fields.productDescriptionFr || null,
  category: fields.category,
  subCategory: fields.subCategory,
  commodity: fields.commodity,
  supplier: fields.supplier,
  currency: fields.currency,
  minPricePerUnit: fields.minPricePerUnit,
  maxPricePerUnit: fields.maxPricePerUnit,
  minOrdersAllowed: fields.minOrdersAllowed,
  supplyCapacity: fields.supplyCapacity,
  minDuration: fields.minDuration,
  maxDuration: fields.maxDuration,
  productSpecification: specificationMap(fields.productSpecification),
  published: fields.published,
});

const countryName = (code: string) => countryLabel(code) ?? code;

/** `raw-cashew-nuts-3f9a`: readable, and unique without asking the database. */
const newSlug = (name: string) =>
  `${
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'product'
  }-${crypto.randomUUID().slice(0, 8)}`;

/**
 * Brings the origins to `wanted`: removes the ones no longer listed, adds new ones and
 * changes prices, recording every new price in the price history. Answers the prices that
 * changed (old and new), for the buyers' price alerts.
 */
async function writeOrigins(
  tx: Db,
  productId: string,
  current: ProductOriginRow[],
  wanted: OriginInput[],
  actorId: string,
): Promise<PriceChange[]> {
  const byCode = new Map(current.map((origin) => [origin.countryCode, origin]));
  const wantedCodes = new Set(wanted.map((origin) => origin.countryCode));
  await deleteOrigins(
    tx,
    current.filter((origin) => !wantedCodes.has(origin.countryCode)).map((origin) => origin.id),
  );
  const added: OriginInput[] = [];
  const priced: OriginInput[] = [];
  const changes: PriceChange[] = [];
  for (const origin of wanted) {
    const existing = byCode.get(origin.countryCode);
    if (!existing) added.push(origin);
    else if (existing.pricePerMT !== origin.pricePerMT) {
      await setOriginPrice(tx, existing.id, origin.pricePerMT);
      priced.push(origin);
      changes.push({
        countryName: existing.countryName,
        oldPricePerMT: existing.pricePerMT,
        newPricePerMT: origin.pricePerMT,
      });
    }
  }
  await insertOrigins(
    tx,
    added.map((origin) => ({
      productId,
      countryCode: origin.countryCode,
      countryName: countryName(origin.countryCode),
      pricePerMT: origin.pricePerMT,
    })),
  );
  await insertPriceHistory(
    tx,
    [...added, ...priced].map((origin) => ({
      productId,
      countryCode: origin.countryCode,
      countryName: countryName(origin.countryCode),
      pricePerMT: origin.pricePerMT,
      actorId,
    })),
  );
  return changes;
}

/** Every catalogue change is audited against its product. */
const auditProduct = (tx: Db, entry: Omit<AuditEntryInput, 'entityType'>) =>
  recordAudit(tx, { ...entry, entityType: 'product' });

/** After a change: the public catalogue hears of it, and the console gets the product as it now is. */
async function changedProduct(ctx: ServiceContext, id: string): Promise<StaffProductDetails> {
  await ctx.catalogueEvents.publishCatalogueChanged({ productIds: [id] });
  return getStaffProduct(ctx, id);
}

/** The audit's picture of a product: its editable fields (and image count), not its timestamps. */
const auditView = (fields: ProductFields, images: number) => ({ ...fields, images });

/** POST /staff/products: a new product; it can be published only once it has a main image. */
export async function createProduct(ctx: ServiceContext, input: ProductCreateInput): Promise<StaffProductDetails> {
  const actorId = actor(ctx).id;
  const fields = validated(input);
  if (fields.published) throw refused('product_needs_main_image', 'published');
  const id = await ctx.db.transaction(async (tx) => {
    const row = await insertProduct(tx, { slug: newSlug(fields.productName), ...rowValues(fields) });
    await writeOrigins(tx, row.id, [], fields.origins, actorId);
    await auditProduct(tx, {
      actorId,
      action: 'product.create',
      entityId: row.id,
      before: null,
      after: auditView(fields, 0),
    });
    return row.id;
  });
  return changedProduct(ctx, id);
}

/**
 * PATCH /staff/products/{id}: any fields. The product they make is checked whole with the
 * shared rules (a patch cannot leave min above max), publishing needs a main image, and
 * every changed origin price goes to the price history.
 */
export async function updateProductFields(
  ctx: ServiceContext,
  { id, ...patch }: { id: string } & ProductPatchInput,
): Promise<StaffProductDetails> {
  const actorId = actor(ctx).id;
  await ctx.db.transaction(async (tx) => {
    const row = await lockProduct(tx, id);
    if (!row) throw refused('product_not_found');
    const [origins, images] = await Promise.all([originsOf(tx, [id]), imagesOf(tx, [id])]);
    const before = editableFields(row, origins);
    const after = validated({ ...before, ...patch });
    if (after.published && !images.some((image) => image.isMain))
      throw refused('product_needs_main_image', 'published');
    await updateProduct(tx, id, rowValues(after));
    const changes = patch.origins ? await writeOrigins(tx, id, origins, after.origins, actorId) : [];
    // Buyers hear of a price only on a product they can see.
    if (after.published) await checkPriceAlerts(ctx, tx, { id, productName: after.productName, productNameFr: after.productNameFr }, changes);
    if (after.published && !before.published) await notifySavedSearches(ctx, tx, id);
    await auditProduct(tx, {
      actorId,
      action:
        before.published === after.published
          ? 'product.update'
          : after.published
            ? 'product.publish'
            : 'product.unpublish',
      entityId: id,
      before: auditView(before, images.length),
      after: auditView(after, images.length),
    });
  });
  return changedProduct(ctx, id);
}

const imageAudit = (image: Pick<ProductImageRow, 'id' | 'image' | 'alt' | 'isMain' | 'position'>) => ({
  id: image.id,
  image: image.image,
  alt: image.alt,
  isMain: image.isMain,
  position: image.position,
});

/**
 * POST /staff/products/{id}/images: stores the picture in the site's sizes and appends it to
 * the gallery; the first picture of a product becomes its main one.
 */
export async function addProductImage(
  ctx: ServiceContext,
  { id, ...upload }: { id: string; bytes: Buffer; alt: string | undefined },
): Promise<StaffProductDetails> {
  const actorId = actor(ctx).id;
  if (!(await findProductRow(ctx.db, id))) throw refused('product_not_found');
  const stored: StoredImage = await storeProductImage(ctx.storage, upload.bytes);
  try {
    await ctx.db.transaction(async (tx) => {
      const row = await lockProduct(tx, id);
      if (!row) throw refused('product_not_found');
      const images = await imagesOf(tx, [id]);
      const image = await insertImage(tx, {
        productId: id,
        image: stored.image,
        alt: upload.alt?.trim() || `Photo of ${row.productName}`,
        isMain: !images.some((existing) => existing.isMain),
        position: images.length,
        width: stored.width,
        height: stored.height,
        storageKey: stored.storageKey,
      });
      await touchProduct(tx, id);
      await auditProduct(tx, {
        actorId,
        action: 'product.image.add',
        entityId: id,
        before: null,
        after: imageAudit(image),
      });
    });
  } catch (error) {
    // Nothing refers to the files: do not leave them behind.
    await removeProductImageFiles(ctx.storage, stored.storageKey);
    throw error;
  }
  return changedProduct(ctx, id);
}

/** A product's gallery and the picture `imageId` in it; an unknown picture answers 404. */
async function galleryImage(tx: Db, id: string, imageId: string) {
  const images = await imagesOf(tx, [id]);
  const image = images.find((candidate) => candidate.id === imageId);
  if (!image) throw refused('image_not_found');
  return { images, image };
}

/** Positions 0..n-1 in the given order, written only where they changed. */
async function renumber(tx: Db, ordered: ProductImageRow[]) {
  for (const [position, image] of ordered.entries()) {
    if (image.position !== position) await updateImage(tx, image.id, { position });
  }
}

/** PATCH /staff/products/{id}/images/{imageId}: alt text, place in the gallery, or main image. */
export async function updateProductImage(
  ctx: ServiceContext,
  { id, imageId, ...patch }: { id: string; imageId: string } & ImagePatchInput,
): Promise<StaffProductDetails> {
  const actorId = actor(ctx).id;
  await ctx.db.transaction(async (tx) => {
    if (!(await lockProduct(tx, id))) throw refused('product_not_found');
    const { images, image } = await galleryImage(tx, id, imageId);
    if (patch.alt !== undefined) await updateImage(tx, imageId, { alt: patch.alt });
    if (patch.isMain) {
      for (const other of images)
        if (other.isMain && other.id !== imageId) await updateImage(tx, other.id, { isMain: false });
      await updateImage(tx, imageId, { isMain: true });
    }
    if (patch.position !== undefined) {
      const rest = images.filter((candidate) => candidate.id !== imageId);
      const at = Math.min(patch.position, rest.length);
      await renumber(tx, [...rest.slice(0, at), image, ...rest.slice(at)]);
    }
    await touchProduct(tx, id);
    const after = {
      ...imageAudit(image),
      ...patch,
      position: Math.min(patch.position ?? image.position, images.length - 1),
    };
    await auditProduct(tx, {
      actorId,
      action: 'product.image.update',
      entityId: id,
      before: imageAudit(image),
      after,
    });
  });
  return changedProduct(ctx, id);
}

/**
 * DELETE /staff/products/{id}/images/{imageId}: removes a picture; the next one becomes main
 * if it was. A published product keeps at least one picture (unpublish it first).
 */
export async function removeProductImage(
  ctx: ServiceContext,
  { id, imageId }: { id: string; imageId: string },
): Promise<StaffProductDetails> {
  const actorId = actor(ctx).id;
  const removed = await ctx.db.transaction(async (tx) => {
    const row = await lockProduct(tx, id);
    if (!row) throw refused('product_not_found');
    const { images, image } = await galleryImage(tx, id, imageId);
    const rest = images.filter((candidate) => candidate.id !== imageId);
    if (row.published && rest.length === 0) {
      throw refused('main_image_needed');
    }
    await deleteImage(tx, imageId);
    await renumber(tx, rest);
    if (image.isMain && rest[0]) await updateImage(tx, rest[0].id, { isMain: true });
    await touchProduct(tx, id);
    await auditProduct(tx, {
      actorId,
      action: 'product.image.remove',
      entityId: id,
      before: imageAudit(image),
      after: null,
    });
    return image;
  });
  // Files go once the row is gone; pictures of the demo catalogue ship with the site and stay.
  if (removed.storageKey) await removeProductImageFiles(ctx.storage, removed.storageKey);
  return changedProduct(ctx, id);
}
