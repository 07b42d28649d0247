/** Shared class lists, so links styled as buttons and real buttons look the same. */
export const primaryButtonClass =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-brand px-5 text-base font-semibold text-on-brand shadow-sm transition hover:brightness-110 active:brightness-95 disabled:cursor-not-allowed disabled:bg-line disabled:text-ink-muted disabled:shadow-none disabled:hover:brightness-100';

export const secondaryButtonClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border border-line-strong bg-surface-raised px-4 text-sm font-semibold text-ink transition hover:bg-surface';
