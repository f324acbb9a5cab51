import { useEffect, useId, useRef, useState } from 'react';
import { uploadLimits } from '@orbit/shared/options';
import { Button } from '../../../components/button.tsx';
import { FileField } from '../../../components/file-field.tsx';
import { Notice } from '../../../components/notice.tsx';
import { OrgLogo } from '../../../components/org-logo.tsx';
import { useToasts } from '../../../lib/toasts/toasts-context.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useUploadLogo } from '../api/company-profile-api.ts';
import { logoFileProblem } from '../utils/company-form.ts';

/** The logo: the current one, a preview of the chosen file before it is uploaded, and the upload itself. */
export function LogoUpload({ name, logo }: { name: string; logo: string }) {
  const { showToast } = useToasts();
  const upload = useUploadLogo();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  // A new key empties the native file input once its file is uploaded.
  const [inputKey, setInputKey] = useState(0);
  // The preview is an object URL of the chosen file: made when a file is chosen, released when it is replaced or the page goes.
  const previewUrl = useRef<string | null>(null);
  const headingId = useId();

  const showPreview = (next: File | null) => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = next ? URL.createObjectURL(next) : null;
    setPreview(previewUrl.current);
  };
  useEffect(() => {
    const urls = previewUrl;
    return () => {
      if (urls.current) URL.revokeObjectURL(urls.current);
    };
  }, []);

  const choose = (next: File | null) => {
    const issue = next ? logoFileProblem(next) : null;
    setProblem(issue);
    setFile(issue ? null : next);
    showPreview(issue ? null : next);
  };

  const send = () => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => {
        showToast('Logo uploaded', 'success');
        setFile(null);
        showPreview(null);
        setInputKey((key) => key + 1);
      },
      onError: (error) =>
        setProblem((isApiError(error) && error.msg) || 'Failed to upload the logo. Please try again.'),
    });
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        Logo
      </h2>
      <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-start">
        {preview ? (
          <img
            src={preview}
            alt="Preview of the new logo"
            className="h-20 w-20 shrink-0 rounded-xl object-contain ring-1 ring-slate-200"
          />
        ) : (
          <OrgLogo logo={logo} name={name} size="xl" fallback="initials" />
        )}
        <div className="min-w-0 flex-1 space-y-3">
          <FileField
            key={inputKey}
            label="Choose an image"
            accept="image/png,image/jpeg,image/webp"
            hint={`PNG, JPEG or WebP, up to ${uploadLimits.pictureMaxBytes / (1024 * 1024)} MB. A square image looks best.`}
            file={file}
            onFileChange={choose}
          />
          {problem && <Notice tone="error">{problem}</Notice>}
          {file && (
            <Button size="sm" disabled={upload.isPending} onClick={send}>
              {upload.isPending ? 'Uploading...' : 'Upload logo'}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
