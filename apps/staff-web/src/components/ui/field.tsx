import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

const controlClass =
  'block w-full min-h-11 rounded-lg border border-line-strong bg-surface-raised px-3 text-ink placeholder:text-ink-muted disabled:opacity-60 aria-invalid:border-2 aria-invalid:border-danger';

interface FieldProps {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
}

/** A labelled input with its hint and error tied to it for screen readers. */
export function TextField({
  label,
  hint,
  error,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        className={controlClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={hint || error ? `${id}-help` : undefined}
        {...input}
      />
      {(hint || error) && (
        <p id={`${id}-help`} className={`text-sm ${error ? 'text-danger' : 'text-ink-muted'}`}>
          {error ?? hint}
        </p>
      )}
    </div>
  );
}

export function SelectField({
  label,
  hint,
  error,
  children,
  ...select
}: FieldProps & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        className={controlClass}
        aria-describedby={hint || error ? `${id}-help` : undefined}
        {...select}
      >
        {children}
      </select>
      {(hint || error) && (
        <p id={`${id}-help`} className={`text-sm ${error ? 'text-danger' : 'text-ink-muted'}`}>
          {error ?? hint}
        </p>
      )}
    </div>
  );
}
