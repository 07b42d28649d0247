import type { ReactNode } from 'react';

type Tone = 'error' | 'success' | 'info' | 'warning';

const TONES: Record<Tone, string> = {
  error: 'border-danger bg-danger-soft text-danger',
  success: 'border-success bg-success-soft text-success',
  info: 'border-info bg-info-soft text-info',
  warning: 'border-warning bg-warning-soft text-warning',
};

/** A message in the page: errors are announced at once, the rest politely. */
export function Notice({ tone, children, action }: { tone: Tone; children: ReactNode; action?: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex flex-wrap items-center justify-between gap-3 rounded-lg border px-4 py-3 text-sm font-medium ${TONES[tone]}`}
    >
      <div>{children}</div>
      {action}
    </div>
  );
}
