import { useState, type InputHTMLAttributes } from 'react';
import { FieldLabel, useField } from './field-parts.tsx';
import { EyeIcon, EyeOffIcon } from './icons.tsx';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  hint?: string;
}

/** A password input with a show/hide toggle whose name says what it will do. */
export function PasswordField({ label, hint, required, className = '', ...props }: PasswordFieldProps) {
  const field = useField(hint, undefined);
  const [visible, setVisible] = useState(false);
  return (
    <div className={className}>
      <FieldLabel htmlFor={field.id} label={label} required={required} />
      <div className="relative">
        <input
          {...field.control}
          type={visible ? 'text' : 'password'}
          required={required}
          className={`${field.inputClasses} h-11 pr-11`}
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-controls={field.id}
          aria-label={visible ? 'Hide password' : 'Show password'}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800"
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
      {field.messages}
    </div>
  );
}
