import { useId, type ReactNode } from 'react';

/**
 * The label, with the required star or "(optional)" beside it rather than inside it: the label text
 * stays exactly the field name (screen readers get `required` from the input itself).
 */
export function FieldLabel({
  htmlFor,
  label,
  required,
  optional,
}: {
  htmlFor: string;
  label: ReactNode;
  required?: boolean;
  optional?: boolean;
}) {
  return (
    <div className="mb-1.5 flex items-baseline gap-1 text-sm">
      <label htmlFor={htmlFor} className="font-medium text-slate-800">
        {label}
      </label>
      {required && (
        <span aria-hidden="true" className="text-red-600">
          *
        </span>
      )}
      {optional && <span className="text-slate-500">(optional)</span>}
    </div>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-xs text-slate-500">
      {children}
    </p>
  );
}

export const inputClasses =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 ' +
  'focus:border-brand-500 ' +
  'disabled:bg-slate-100 disabled:text-slate-500';

/** A field's own error, under it; the field points at it with aria-describedby and is marked aria-invalid. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700">
      {children}
    </p>
  );
}

const invalidInputClasses = 'border-red-500 focus:border-red-600';

/**
 * What every labelled field shares: its id, and the ARIA, classes and messages for its hint and error. `control` goes
 * on the input (`{...field.control}`), `messages` under it. One place, so each field adds its error the same way.
 */
export function useField(hint: ReactNode | undefined, error: string | undefined) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  return {
    id,
    control: {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    },
    inputClasses: error ? `${inputClasses} ${invalidInputClasses}` : inputClasses,
    messages: (
      <>
        {hintId && <FieldHint id={hintId}>{hint}</FieldHint>}
        {errorId && <FieldError id={errorId}>{error}</FieldError>}
      </>
    ),
  };
}
