import { createRoot } from 'react-dom/client';
import Toaster from '../../shared/Toaster.tsx';
import ProductDetails from './ProductDetails.tsx';

/** Replaces the server's product content (same classes, same image) with the interactive island. */
export function mountProductDetails(root: HTMLElement) {
  createRoot(root).render(
    <>
      <ProductDetails />
      <Toaster />
    </>,
  );
}
