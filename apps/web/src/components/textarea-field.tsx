import type { TextareaHTMLAttributes } from 'react';
import { FieldLabel, useField } from './field-parts.tsx';

interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: string;
  optional?: boolean;
  /** This field's validation message, shown under it (and announced with it). */
  error?: string | undefined;
}

export function TextareaField({
  label,
  hint,
  optional,
  required,
  error,
  className = '',
  ...props
}: TextareaFieldProps) {
  const field = useField(hint, error);
  return (
    <div className={className}>
      <FieldLabel htmlFor={field.id} label={label} required={required} optional={optional} />
      <textarea required={required} {...field.control} className={`${field.inputClasses} min-h-28`} {...props} />
      {field.messages}
    </div>
  );
}
