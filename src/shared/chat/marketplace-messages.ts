// The docs/product/errors.md success toasts and modal messages of the marketplace and buyer hub, verbatim.
// A module of its own so light islands can import them without the rules behind them.

export const INQUIRY_SUBMITTED_TOAST = 'Your inquiry has been successfully submitted.';
export const INQUIRY_SUBMITTED_MESSAGE = 'We have received your product inquiry. We will get back to you shortly.';
export const ORDER_PLACED_TOAST = 'Your order has been successfully placed.';
export const ORDER_PLACED_MESSAGE =
  'Your order has been submitted successfully. Go to your dashboard to upload proof of payment';
export const ORDER_APPROVED_TOAST = 'You have successfully approved this order';
export const RECEIPT_UPLOADED_TOAST = 'You have successfully uploaded your payment receipt';
export const PASSWORD_CHANGED_TOAST = 'Your password has been successfully changed.';
export const PROFILE_UPDATED_TOAST = 'Your profile has been successful updated';
