// The order status feature's public file (docs/decisions/0146); its screen is order-page.lazy.tsx.
export { applyOrderStatus, applyOrderUpdate } from './use-order.ts';
