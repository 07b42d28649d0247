import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-brand text-on-brand hover:brightness-110 border border-transparent',
  secondary: 'bg-surface-raised text-ink border border-line-strong hover:bg-surface',
  danger: 'bg-surface-raised text-danger border border-danger hover:bg-danger-soft',
  ghost: 'bg-transparent text-ink border border-transparent hover:bg-surface-sunken',
};

/** Shared class lists, so links styled as buttons and real buttons look the same. */
export function buttonClass(variant: Variant = 'primary', size: 'md' | 'lg' = 'md'): string {
  const sizing = size === 'lg' ? 'min-h-14 px-6 text-lg' : 'min-h-11 px-4 text-sm';
  return `inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition disabled:cursor-not-allowed disabled:opacity-50 ${sizing} ${VARIANTS[variant]}`;
}

export function Button({
  variant = 'primary',
  size = 'md',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; size?: 'md' | 'lg' }) {
  return <button type={type} className={`${buttonClass(variant, size)} ${className}`} {...props} />;
}
