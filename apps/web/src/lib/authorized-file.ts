import { useQuery, type QueryClient } from '@tanstack/react-query';
import { fetchAuthorizedBlob } from './api-client.ts';

const authorizedFileKey = 'authorized-file';

/** Each object URL's media type: the page's CSP (connect-src 'self') forbids fetching a blob: address back to ask. */
const fileTypes = new Map<string, string>();

const fileQuery = (fileUrl: string) => ({
  queryKey: [authorizedFileKey, fileUrl] as const,
  // An object URL, because <img> and new tabs cannot send the bearer header themselves.
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    const blob = await fetchAuthorizedBlob(fileUrl, signal);
    const url = URL.createObjectURL(blob);
    fileTypes.set(url, blob.type);
    return url;
  },
  // The bytes behind an /api/files/<id> address never change (a new upload gets a new id).
  staleTime: Infinity,
  retry: false,
});

/** The object URL of a protected file (e.g. the avatar), or null while loading, absent or failed. */
export function useAuthorizedFileUrl(fileUrl: string | null | undefined): string | null {
  const { data } = useQuery({ ...fileQuery(fileUrl ?? ''), enabled: Boolean(fileUrl) });
  return fileUrl ? (data ?? null) : null;
}

/** Loads a protected file on demand (the "View resume" action) through the same cache. */
export function loadAuthorizedFileUrl(queryClient: QueryClient, fileUrl: string): Promise<string> {
  return queryClient.fetchQuery(fileQuery(fileUrl));
}

/** The same, with the file's media type as the server sent it (a PDF opens in a tab, a Word file downloads). */
export async function loadAuthorizedFile(
  queryClient: QueryClient,
  fileUrl: string,
): Promise<{ url: string; type: string }> {
  const url = await loadAuthorizedFileUrl(queryClient, fileUrl);
  return { url, type: fileTypes.get(url) ?? '' };
}

/**
 * Object URLs hold the file in memory until revoked; the cache owns them, so they are revoked when
 * their query leaves the cache (unused for gcTime, or cleared at logout).
 */
export function revokeFileUrlsOnRemoval(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'removed' || event.query.queryKey[0] !== authorizedFileKey) return;
    const url: unknown = event.query.state.data;
    if (typeof url !== 'string') return;
    URL.revokeObjectURL(url);
    fileTypes.delete(url);
  });
}
