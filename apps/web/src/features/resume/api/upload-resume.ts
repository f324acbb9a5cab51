import { userSchema } from '@orbit/shared/auth-contracts';
import { uploadWithProgress, type UploadProgress } from './upload-with-progress.ts';

/** POST /api/users/resume: replaces the seeker's resume; the answer is the User with `resume.status` pending. */
export function uploadResumeRequest(file: File, onProgress: (progress: UploadProgress) => void, signal: AbortSignal) {
  const form = new FormData();
  form.append('resume', file);
  return uploadWithProgress('/users/resume', userSchema, form, { onProgress, signal });
}
