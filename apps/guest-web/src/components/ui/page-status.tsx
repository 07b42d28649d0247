import type { ReactNode } from 'react';

/** Centred loading text for a whole page; `role="status"` lets screen readers hear it without moving focus. */
export function PageLoading({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="flex min-h-[40vh] flex-col items-center justify-center gap-4 px-6 text-ink-muted"
    >
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-3 border-line-strong border-t-brand-ink motion-reduce:animate-none"
      />
      <p className="text-base font-medium">{children}</p>
    </div>
  );
}
