import type { SelectHTMLAttributes } from 'react';
import { FieldLabel, useField } from './field-parts.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly (string | SelectOption)[];
  /** Text of the empty first option ("Select…"); omit for selects that always hold a value. */
  placeholder?: string;
  hint?: string;
  optional?: boolean;
  /** This field's validation message, shown under it (and announced with it). */
  error?: string | undefined;
}

export function SelectField({
  label,
  options,
  placeholder,
  hint,
  optional,
  required,
  error,
  className = '',
  ...props
}: SelectFieldProps) {
  const field = useField(hint, error);
  return (
    <div className={className}>
      <FieldLabel htmlFor={field.id} label={label} required={required} optional={optional} />
      <select required={required} {...field.control} className={`${field.inputClasses} h-11 pr-8`} {...props}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => {
          const { value, label: text } = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
      {field.messages}
    </div>
  );
}
