import { useDeferredValue, useMemo, useState } from 'react';
import { FieldLabel, useField } from '../../../components/field-parts.tsx';
import { markdownPreviewHtml } from '../utils/markdown-preview.ts';

interface MarkdownFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string | undefined;
  required?: boolean;
  optional?: boolean;
  rows?: number;
}

/**
 * A Markdown textarea with a live preview beside it (under it on a phone), rendered by the same renderer and
 * sanitiser as the job page, so what the employer sees is what seekers will see. The syntax is explained once, above
 * the fields (see PostingForm).
 */
export function MarkdownField({
  label,
  name,
  value,
  onChange,
  hint,
  error,
  required,
  optional,
  rows = 6,
}: MarkdownFieldProps) {
  const field = useField(hint, error);
  const previewId = `${field.id}-preview`;
  const [showPreview, setShowPreview] = useState(false);
  // Typing stays quick on a long text: the preview follows a beat behind.
  const deferred = useDeferredValue(value);
  const html = useMemo(() => (showPreview ? markdownPreviewHtml(deferred) : null), [deferred, showPreview]);

  return (
    <div>
      <div className="flex items-end justify-between gap-3">
        <FieldLabel htmlFor={field.id} label={label} required={required} optional={optional} />
        <button
          type="button"
          aria-pressed={showPreview}
          aria-controls={previewId}
          onClick={() => setShowPreview((shown) => !shown)}
          className="mb-1.5 rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {showPreview ? 'Hide preview' : 'Show preview'}
          <span className="sr-only"> of {label}</span>
        </button>
      </div>
      <div className={showPreview ? 'grid gap-3 lg:grid-cols-2' : ''}>
        <textarea
          {...field.control}
          name={name}
          rows={rows}
          required={required}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={`${field.inputClasses} min-h-28 font-mono text-[0.8125rem] leading-relaxed`}
        />
        <div
          id={previewId}
          hidden={!showPreview}
          aria-label={`Preview of ${label}`}
          role="region"
          className="min-h-28 overflow-auto rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 py-3 text-sm"
        >
          {deferred.trim() === '' ? (
            <p className="text-slate-500">Nothing to preview yet.</p>
          ) : html !== null ? (
            <div className="rich-text text-slate-700" dangerouslySetInnerHTML={{ __html: html }} />
          ) : null}
        </div>
      </div>
      {field.messages}
    </div>
  );
}
