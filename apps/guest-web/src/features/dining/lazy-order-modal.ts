import { lazyOverlay } from '../../components/ui/lazy-overlay.tsx';

/** The order dialog (order-modal.tsx), loaded on first open; from the menu and the dashboard's popular items. */
export const orderModal = lazyOverlay(() => import('./order-modal.tsx').then((module) => module.OrderModal));
