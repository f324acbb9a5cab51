import type { z } from 'zod';
import { ApiError } from '../../../lib/api-error.ts';
import { readToken } from '../../../lib/auth-storage.ts';

export interface UploadProgress {
  loaded: number;
  /** 0 while the browser does not know the body's size yet. */
  total: number;
}

interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * POSTs a multipart form to a path under /api and reports upload progress, which fetch cannot do. It keeps the
 * conventions of lib/api-client: the stored bearer token, errors as ApiError with the server's `{ msg }`, answers
 * checked against the shared contract, a network failure as a TypeError and an abort as an AbortError.
 * Unlike apiClient, a 401 is only thrown: the caller ends the session (the client's 401 listener is private to it).
 */
export function uploadWithProgress<T>(
  path: string,
  schema: z.ZodType<T>,
  form: FormData,
  options: UploadOptions = {},
): Promise<T> {
  const { onProgress, signal } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was aborted.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    // No Content-Type: the browser writes the multipart boundary itself.
    const token = readToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    const onAbortSignal = () => xhr.abort();
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbortSignal);

    xhr.upload.onprogress = (event) =>
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    xhr.onload = () => {
      settle();
      const body = parseBody(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, body, xhr.statusText));
        return;
      }
      try {
        resolve(schema.parse(body));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    xhr.onerror = () => {
      settle();
      reject(new TypeError('Network error while uploading'));
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException('The upload was aborted.', 'AbortError'));
    };
    xhr.send(form);
  });
}
