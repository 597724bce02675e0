import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import Toaster from '../../shared/Toaster.tsx';
import ProductDetails from './ProductDetails.tsx';

/**
 * Completes the server's product content (the first child of `root`, ProductPage.astro) with
 * the interactive island, rendered as a transition: React draws it in slices, so a slow phone
 * never runs one long task. The island's own element, after the content, holds what belongs
 * to no slot (the order dialog, the toasts).
 */
export function mountProductDetails(root: HTMLElement) {
  const content = root.firstElementChild;
  if (!(content instanceof HTMLElement)) return;
  const own = root.appendChild(document.createElement('div'));
  const island = createRoot(own);
  startTransition(() =>
    island.render(
      <>
        <ProductDetails content={content} />
        <Toaster />
      </>,
    ),
  );
}
