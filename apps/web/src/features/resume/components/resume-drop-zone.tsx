import { useId, useRef, useState, type DragEvent } from 'react';
import { buttonClasses } from '../../../components/button.tsx';
import { formatMegabytes } from '../../../components/file-field.tsx';
import { DocumentIcon } from '../../../components/icons.tsx';
import { resumeAccept } from '../utils/resume-file.ts';

interface ResumeDropZoneProps {
  file: File | null;
  onFileChosen: (file: File | null) => void;
  disabled?: boolean;
}

/**
 * The file picker of spec "Resume upload": a dashed area that takes a dropped file, around a real file input. The
 * input is visually hidden but stays in the tab order (its label is drawn as the button), so keyboard and screen
 * reader users get the native picker; dropping is only a shortcut for pointer users.
 */
export function ResumeDropZone({ file, onFileChosen, disabled = false }: ResumeDropZoneProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const choose = (chosen: File | null) => {
    // Cleared so that picking the same file again (after an error) still fires a change.
    if (input.current) input.current.value = '';
    onFileChosen(chosen);
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (disabled) return;
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    // Moving over a child fires dragleave on the parent: only leaving the whole area counts.
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) choose(event.dataTransfer.files[0] ?? null);
  };

  return (
    <div>
      <div
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        className={
          'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors ' +
          (dragging ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-slate-50')
        }
      >
        <DocumentIcon className="h-10 w-10 text-brand-600" />
        <p className="text-sm font-medium text-slate-800">Drag and drop your resume here, or</p>
        <input
          ref={input}
          id={id}
          type="file"
          accept={resumeAccept}
          disabled={disabled}
          aria-describedby={hintId}
          onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          className={
            `${buttonClasses({ variant: 'outline', size: 'sm' })} cursor-pointer ` +
            'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 ' +
            'peer-disabled:cursor-not-allowed peer-disabled:opacity-70'
          }
        >
          Choose a file
        </label>
        <p id={hintId} className="text-xs text-slate-500">
          PDF, DOC, DOCX up to 10MB
        </p>
      </div>
      {/* Announced, so choosing or dropping a file is confirmed to screen reader users too. */}
      <p role="status" className="mt-3 min-h-5 text-sm text-slate-700">
        {file && (
          <>
            Selected file: <span className="font-medium text-slate-900">{file.name}</span>{' '}
            <span className="text-slate-500">({formatMegabytes(file.size)})</span>
          </>
        )}
      </p>
    </div>
  );
}
