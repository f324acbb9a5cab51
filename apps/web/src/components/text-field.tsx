import type { InputHTMLAttributes } from 'react';
import { FieldLabel, useField } from './field-parts.tsx';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: string;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
  /** This field's validation message, shown under it (and announced with it). */
  error?: string | undefined;
}

/** A text input with its visible, associated label and an optional hint read after the label. */
export function TextField({ label, hint, optional, required, error, className = '', ...props }: TextFieldProps) {
  const field = useField(hint, error);
  return (
    <div className={className}>
      <FieldLabel htmlFor={field.id} label={label} required={required} optional={optional} />
      <input required={required} {...field.control} className={`${field.inputClasses} h-11`} {...props} />
      {field.messages}
    </div>
  );
}
