import { useEffect } from 'react';

export const siteName = 'Orbit Jobs';

export const documentTitle = (page: string | null): string => (page ? `${page} | ${siteName}` : siteName);

/** Sets the tab title ('Login | Orbit Jobs'); screen readers announce it on navigation. */
export function useDocumentTitle(page: string | null): void {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}

/** Sets the whole tab title as given, for pages whose title leads with the product name. */
export function useExactDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
