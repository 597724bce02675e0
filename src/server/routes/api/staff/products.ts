import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  StaffProductDetails,
  StaffProductImageParams,
  StaffProductPage,
  StaffProductParams,
} from '../../../../shared/products/products.staff.contract.ts';
import {
  ALT_MAX,
  ImagePatchBody,
  PRODUCT_IMAGE_MAX_BYTES,
  ProductCreateBody,
  ProductPatchBody,
  StaffProductsQuery,
} from '../../../../shared/products/product-write.ts';
import { ProductImageUploadForm } from '../../../../shared/orders/uploads.contract.ts';
import { refused } from '../../../http/api-error.ts';
import { pictureTooLarge } from '../../../../shared/common/files.ts';
import { created, ok } from '../../../http/envelope.ts';
import { uploadRefusal } from '../../../http/multipart-errors.ts';
import { uploadLimits } from '../../../http/multipart-upload.ts';
import { signedInCalls } from '../../../http/route-options.ts';
import {
  addProductImage,
  createProduct,
  getStaffProduct,
  listStaffProducts,
  removeProductImage,
  updateProductFields,
  updateProductImage,
} from '../../../services/products.staff.service.ts';

/** The multipart upload: the picture in `file`, and optionally its description in `alt`. */
async function readImageUpload(request: FastifyRequest): Promise<{ bytes: Buffer; alt: string | undefined }> {
  let bytes: Buffer | undefined;
  let alt: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file')
          throw refused({ code: 'upload_field_wrong', params: { file: 'picture' } }, 'file');
        bytes = await part.toBuffer();
      } else if (part.fieldname === 'alt') {
        alt = String(part.value);
        if (alt.length > ALT_MAX)
          throw refused({ code: 'product_picture_alt_too_long', params: { max: ALT_MAX } }, 'alt');
      }
    }
  } catch (error) {
    throw uploadRefusal(error, { file: 'picture', tooLarge: pictureTooLarge(PRODUCT_IMAGE_MAX_BYTES) });
  }
  if (!bytes || bytes.length === 0) throw refused('picture_missing', 'file');
  return { bytes, alt };
}

const call = signedInCalls(['Staff: catalogue']);

/** The catalogue, run by admins from the console (docs/product/console.md). */
const products: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: uploadLimits(PRODUCT_IMAGE_MAX_BYTES, 2) });
  app.addHook('onRequest', app.authorize('catalogue.manage'));

  app.get(
    '/staff/products',
    call(
      'Every product, published or not, filtered by text, category and published state',
      { querystring: StaffProductsQuery },
      { 200: StaffProductPage },
    ),
    async (request) => ok(await listStaffProducts(request.ctx, request.query)),
  );

  app.get(
    '/staff/products/:id',
    call('One product with its recent price changes', { params: StaffProductParams }, { 200: StaffProductDetails }),
    async (request) => ok(await getStaffProduct(request.ctx, request.params.id)),
  );

  app.post(
    '/staff/products',
    call(
      'Add a product (unpublished until it has a main image)',
      { body: ProductCreateBody },
      { 201: StaffProductDetails },
    ),
    async (request, reply) => created(reply, await createProduct(request.ctx, request.body)),
  );

  app.patch(
    '/staff/products/:id',
    call(
      'Change any fields, origins and prices, or publish and unpublish',
      { params: StaffProductParams, body: ProductPatchBody },
      { 200: StaffProductDetails },
    ),
    async (request) => ok(await updateProductFields(request.ctx, { id: request.params.id, ...request.body })),
  );

  app.post(
    '/staff/products/:id/images',
    call.upload(
      'Upload a picture (JPEG, PNG or WebP, at most 10 MB; multipart `file`, optional `alt`)',
      ProductImageUploadForm,
      StaffProductParams,
      StaffProductDetails,
    ),
    async (request, reply) => {
      const upload = await readImageUpload(request);
      return created(reply, await addProductImage(request.ctx, { id: request.params.id, ...upload }));
    },
  );

  app.patch(
    '/staff/products/:id/images/:imageId',
    call(
      'Describe a picture, move it in the gallery or make it the main one',
      { params: StaffProductImageParams, body: ImagePatchBody },
      { 200: StaffProductDetails },
    ),
    async (request) => ok(await updateProductImage(request.ctx, { ...request.params, ...request.body })),
  );

  app.delete(
    '/staff/products/:id/images/:imageId',
    call(
      'Remove a picture (a published product keeps at least one)',
      { params: StaffProductImageParams },
      { 200: StaffProductDetails },
    ),
    async (request) => ok(await removeProductImage(request.ctx, request.params)),
  );
};

export default products;
