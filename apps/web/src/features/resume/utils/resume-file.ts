import { messages } from '@orbit/shared/messages';
import { uploadLimits } from '@orbit/shared/options';

type FileInfo = Pick<File, 'name' | 'size'>;

const bytesPerMegabyte = 1024 * 1024;

/** What the file picker offers: extensions for the dialog, MIME types so mobile pickers can filter too. */
export const resumeAccept = [
  ...uploadLimits.resumeExtensions.map((extension) => `.${extension}`),
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
].join(',');

const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot === -1 ? '' : fileName.slice(dot + 1).toLowerCase();
};

/**
 * Spec section 5 for the upload page, plus the size limit the server enforces anyway: refusing an 11MB file here
 * saves sending it. The server also checks the file's signature, which a name cannot prove.
 */
export function resumeFileError(file: FileInfo | null): string | null {
  if (!file) return messages.noFileSelected;
  if (!(uploadLimits.resumeExtensions as readonly string[]).includes(extensionOf(file.name))) return messages.resumeTypeInvalid;
  if (file.size > uploadLimits.resumeMaxBytes) return messages.resumeTooLarge;
  return null;
}

/** '2.35 MB'. A small but non-empty file would read '0.00 MB', as if nothing had been chosen. */
export function formatSizeInMb(bytes: number): string {
  if (bytes > 0 && bytes < bytesPerMegabyte / 100) return '< 0.01 MB';
  return `${(bytes / bytesPerMegabyte).toFixed(2)} MB`;
}

/** Whole percent sent, for the progress bar; 0 until the browser knows the total. */
export function uploadPercent(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)));
}
