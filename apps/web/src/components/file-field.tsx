import { useId, type InputHTMLAttributes } from 'react';
import { FieldHint, FieldLabel } from './field-parts.tsx';

interface FileFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'onChange' | 'value'> {
  label: string;
  hint?: string;
  optional?: boolean;
  file: File | null;
  onFileChange: (file: File | null) => void;
}

const bytesPerMegabyte = 1024 * 1024;

/** '2.35 MB'. A small but non-empty file would read '0.00 MB', as if nothing had been chosen. */
export function formatMegabytes(bytes: number): string {
  if (bytes > 0 && bytes < bytesPerMegabyte / 100) return '< 0.01 MB';
  return `${(bytes / bytesPerMegabyte).toFixed(2)} MB`;
}

/** A native file input (keyboard and screen-reader friendly as is), with the chosen file and its size. */
export function FileField({
  label,
  hint,
  optional,
  required,
  file,
  onFileChange,
  className = '',
  ...props
}: FileFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} required={required} optional={optional} />
      <input
        id={id}
        type="file"
        required={required}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onFileChange(event.currentTarget.files?.[0] ?? null)}
        className={
          'block w-full rounded-lg border border-dashed border-slate-300 bg-slate-50 p-3 text-sm text-slate-700 ' +
          'file:mr-4 file:rounded-md file:border-0 file:bg-brand-600 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-brand-700'
        }
        {...props}
      />
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {file && (
        <p className="mt-1.5 text-sm text-slate-700">
          Selected: <span className="font-medium">{file.name}</span> ({formatMegabytes(file.size)})
        </p>
      )}
    </div>
  );
}
