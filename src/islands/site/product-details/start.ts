// Starts the product details island once the page has painted. The server already sent the
// product (image, name, price, facts), so nothing is missing meanwhile; React (about 60 KB)
// then downloads after the main image instead of competing with it on a slow connection.
import { afterPaint } from '../../../lib/after-paint.ts';

const root = document.getElementById('product-details');
if (root) afterPaint(() => void import('./mount.tsx').then(({ mountProductDetails }) => mountProductDetails(root)));
