import { useId, type TextareaHTMLAttributes } from 'react';
import { FieldHint, FieldLabel, inputClasses } from './field-parts.tsx';

interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: string;
  optional?: boolean;
}

export function TextareaField({ label, hint, optional, required, className = '', ...props }: TextareaFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} required={required} optional={optional} />
      <textarea
        id={id}
        required={required}
        aria-describedby={hint ? hintId : undefined}
        className={`${inputClasses} min-h-28`}
        {...props}
      />
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
    </div>
  );
}
