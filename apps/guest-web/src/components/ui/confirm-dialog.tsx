import { lazyOverlay } from './lazy-overlay.tsx';

/** The yes/no confirmation dialog of SPEC section 2 ("Other elements"), loaded on first open (see lazyOverlay). */
export const confirmDialog = lazyOverlay(() =>
  import('./confirm-dialog-overlay.tsx').then((module) => module.ConfirmDialogOverlay),
);
export const ConfirmDialog = confirmDialog.Overlay;
