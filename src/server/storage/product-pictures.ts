/** Storage keys of product pictures: the resized pictures, served under /media/products/, and the uploads as sent, never served. */
export const PRODUCT_PICTURES = 'products/';
export const PRODUCT_ORIGINALS = 'product-originals/';

/** Their names are random and never reused, so browsers and CDNs may keep them for a year. */
export const PRODUCT_PICTURE_CACHE = 'public, max-age=31536000, immutable';
