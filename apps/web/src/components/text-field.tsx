import { useId, type InputHTMLAttributes } from 'react';
import { FieldHint, FieldLabel, inputClasses } from './field-parts.tsx';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: string;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
}

/** A text input with its visible, associated label and an optional hint read after the label. */
export function TextField({ label, hint, optional, required, className = '', ...props }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} required={required} optional={optional} />
      <input
        id={id}
        required={required}
        aria-describedby={hint ? hintId : undefined}
        className={`${inputClasses} h-11`}
        {...props}
      />
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
    </div>
  );
}
