// The ordering feature's public file (docs/decisions/0146): the menu, the cart and the guest's orders; its
// screens are *-page.lazy.tsx.
export { selectCartItemCount, useCartStore } from './cart-store.ts';
export { orderOutboxKind } from './order-outbox.tsx';
export { PopularDiningSection } from './popular-dining-section.tsx';
export { popularItemsQueryOptions, refreshMenu } from './use-menu.ts';
export { useGuestOrders } from './use-orders.ts';
