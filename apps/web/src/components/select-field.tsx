import { useId, type SelectHTMLAttributes } from 'react';
import { FieldHint, FieldLabel, inputClasses } from './field-parts.tsx';

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
}

export function SelectField({ label, options, placeholder, hint, optional, required, className = '', ...props }: SelectFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} required={required} optional={optional} />
      <select
        id={id}
        required={required}
        aria-describedby={hint ? hintId : undefined}
        className={`${inputClasses} h-11 pr-8`}
        {...props}
      >
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
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
    </div>
  );
}
