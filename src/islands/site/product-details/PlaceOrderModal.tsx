import { useEffect, useState } from 'react';
import { ORDER_PLACED_MESSAGE } from '../../../shared/chat/marketplace-messages.ts';
import type { OrderDetails } from '../../../shared/orders/orders.contract.ts';
import type { Product } from '../../../shared/products/products.ts';
import { messages, params, useMessages } from '../../../stores/locale.ts';
import Confirmation from '../../shared/Confirmation.tsx';
import Modal from '../../shared/Modal.tsx';

const text = messages('product/order-modal', {
  placed: 'Order placed',
  title: params('Place Order: {product}'),
  placedText: ORDER_PLACED_MESSAGE,
  number: 'Order number',
  dashboard: 'Go to Dashboard',
  view: 'View Order',
});
import PlaceOrderForm from './PlaceOrderForm.tsx';

/** Place Order: the form, then the docs/product/errors.md confirmation with the way to the new order. */
export default function PlaceOrderModal({
  product,
  open,
  onClose,
}: {
  product: Product;
  open: boolean;
  onClose: () => void;
}) {
  const t = useMessages(text);
  const [placed, setPlaced] = useState<OrderDetails | null>(null);
  useEffect(() => {
    if (open) setPlaced(null);
  }, [open]);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={placed ? t.placed : t.title({ product: product.productName })}
      size="lg"
    >
      {placed ? (
        <Confirmation>
          <p>{t.placedText}</p>
          <p>
            {t.number} <strong>{placed.orderNumber}</strong>
          </p>
          <div className="form-actions" style={{ justifyContent: 'center' }}>
            <a className="btn btn-outline" href="/dashboard">
              {t.dashboard}
            </a>
            <a className="btn btn-primary" href={`/order/details/${placed.id}`}>
              {t.view}
            </a>
          </div>
        </Confirmation>
      ) : (
        <PlaceOrderForm product={product} onPlaced={setPlaced} />
      )}
    </Modal>
  );
}
