import { messages } from '@orbit/shared/messages';
import { uploadLimits } from '@orbit/shared/options';
import { resumeFileProblem } from '@orbit/shared/resume-contracts';

type FileInfo = Pick<File, 'name' | 'size'>;

/** What the file picker offers: extensions for the dialog, MIME types so mobile pickers can filter too. */
export const resumeAccept = [
  ...uploadLimits.resumeExtensions.map((extension) => `.${extension}`),
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
].join(',');

/** Spec section 5 for the upload page; see `resumeFileProblem`. */
export const resumeFileError = (file: FileInfo | null): string | null =>
  resumeFileProblem(file, messages.noFileSelected);

/** Whole percent sent, for the progress bar; 0 until the browser knows the total. */
export function uploadPercent(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)));
}
