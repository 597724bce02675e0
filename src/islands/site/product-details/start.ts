// Starts the product details island. The server already sent the product (image, name, price,
// facts, specification, description and the order and inquiry buttons), so the island, and
// React with it (about 60 KB), loads only once the reader engages with the page or scrolls
// towards the parts it adds (src/lib/when-engaged.ts). A served button pressed before it is
// ready is carried out once it is. The island waits for the reader's messages and session
// first, so that it draws once, in its language and for its reader (issue 27).
import { whenEngaged } from '../../../lib/when-engaged.ts';
import { PRODUCT_DATA_ID, productSlotSelector } from '../../../shared/products/product-page.ts';

const root = document.getElementById('product-details');
if (root) {
  const start = async () => {
    const [{ messagesReady }, { loadSession }] = await Promise.all([
      import('../../../stores/locale.ts'),
      import('../../../stores/session.ts'),
    ]);
    await Promise.all([messagesReady(), loadSession()]);
    const { mountProductDetails } = await import('./mount.tsx');
    mountProductDetails(root);
  };
  // A product the server could not put in the page (its database was unreachable) is fetched at once.
  if (document.getElementById(PRODUCT_DATA_ID)) {
    whenEngaged(() => void start(), root.querySelector(productSlotSelector('more')));
  } else {
    void start();
  }
}
