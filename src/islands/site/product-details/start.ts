// Starts the product details island once the page has painted. The server already sent the
// product (image, name, price, facts), so nothing is missing meanwhile; React (about 60 KB)
// then downloads after the main image instead of competing with it on a slow connection.
// The island waits for the reader's messages and session first, so that it draws once, in
// its language and for its reader, rather than drawing again when they arrive (issue 27).
import { afterPaint } from '../../../lib/after-paint.ts';

const root = document.getElementById('product-details');
if (root) {
  afterPaint(async () => {
    const [{ messagesReady }, { loadSession }] = await Promise.all([
      import('../../../stores/locale.ts'),
      import('../../../stores/session.ts'),
    ]);
    await Promise.all([messagesReady(), loadSession()]);
    const { mountProductDetails } = await import('./mount.tsx');
    mountProductDetails(root);
  });
}
