import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import Toaster from '../../shared/Toaster.tsx';
import ProductDetails from './ProductDetails.tsx';

/**
 * Replaces the server's product content (same classes, same image) with the interactive
 * island, rendered as a transition: React draws it in slices, so a slow phone never runs one
 * long task, and the served content stays on screen until the island is ready.
 */
export function mountProductDetails(root: HTMLElement) {
  const island = createRoot(root);
  startTransition(() =>
    island.render(
      <>
        <ProductDetails />
        <Toaster />
      </>,
    ),
  );
}
