import type { ReactNode } from 'react';
import { AlertIcon } from './icons.tsx';

/** An error message that screen readers announce as soon as it appears. */
export function ErrorAlert({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div
      role="alert"
      className={`flex items-start gap-3 rounded-xl border border-danger/30 bg-danger-soft px-4 py-3 text-sm font-medium text-danger ${className}`}
    >
      <AlertIcon className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
