import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { primaryButtonClass, secondaryButtonClass } from './button-styles.ts';
import type { OverlayState } from './lazy-overlay.tsx';
import { OverlayLocale } from './overlay-locale.tsx';

/** `onOpenChange` is called with false for No, Escape and a tap outside; Yes calls `onConfirm` and closes. */
export interface ConfirmDialogProps extends OverlayState {
  onConfirm: () => void;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
}

/**
 * The yes/no confirmation dialog of SPEC section 2 ("Other elements"). An alertdialog: focus goes to the dialog,
 * Escape or a tap outside answers No, and the page behind is inert while it is open. Loaded on first open
 * (`ConfirmDialog` in confirm-dialog.tsx).
 */
export function ConfirmDialogOverlay({
  isOpen,
  onOpenChange,
  onConfirm,
  title,
  children,
  confirmLabel,
  cancelLabel,
}: ConfirmDialogProps) {
  return (
    <OverlayLocale>
      <ModalOverlay
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        isDismissable
        className="fixed inset-0 z-60 flex items-end justify-center bg-black/55 p-4 data-entering:animate-[fade-in_150ms_ease-out] data-exiting:animate-[fade-in_120ms_ease-in_reverse] sm:items-center"
      >
        <Modal className="w-full max-w-sm rounded-2xl bg-surface-raised text-ink shadow-2xl ring-1 ring-line">
          <Dialog role="alertdialog" className="flex flex-col gap-5 p-5 outline-none">
            {({ close }) => (
              <>
                <div className="flex flex-col gap-2">
                  <Heading slot="title" className="text-lg font-bold">
                    {title}
                  </Heading>
                  {children ? <div className="text-base text-ink-muted">{children}</div> : null}
                </div>
                <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                  <Button onPress={close} className={`${secondaryButtonClass} min-h-12 flex-1 text-base`}>
                    {cancelLabel}
                  </Button>
                  <Button
                    autoFocus
                    onPress={() => {
                      onConfirm();
                      close();
                    }}
                    className={`${primaryButtonClass} flex-1`}
                  >
                    {confirmLabel}
                  </Button>
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </OverlayLocale>
  );
}
