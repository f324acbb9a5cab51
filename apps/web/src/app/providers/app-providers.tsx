import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { ToastsProvider } from '../../lib/toasts/toasts-provider.tsx';
import { AuthProvider } from '../../lib/auth/auth-provider.tsx';
import { RenderedAtContext, renderedMoment } from '../../lib/use-now.ts';
import type { ArrivedPage } from '../page-data.ts';
import { createQueryClient } from './query-client.ts';

/**
 * `arrived`: the data a server-rendered page came with, and the moment it was drawn (main.tsx hydrates it). The first
 * pass must draw what the server drew: a visitor's page (the session is read right after) at that moment's times.
 */
export function AppProviders({
  children,
  arrived,
  onServer = false,
}: {
  children: ReactNode;
  arrived?: ArrivedPage | undefined;
  /** Rendering on the server (entry-server.tsx): nothing is fetched, every query is drawn as it arrived. */
  onServer?: boolean;
}) {
  const [queryClient] = useState(() => createQueryClient(arrived?.state, onServer));
  const [renderedAt] = useState(() => renderedMoment(arrived ? new Date(arrived.renderedAt) : null));
  // After the first commit (hydration done), screens drawn later start from the present.
  useEffect(() => renderedAt.forget(), [renderedAt]);
  return (
    <QueryClientProvider client={queryClient}>
      <ToastsProvider>
        <RenderedAtContext value={renderedAt}>
          <AuthProvider readStoredTokenAfterHydration={arrived !== undefined}>{children}</AuthProvider>
        </RenderedAtContext>
      </ToastsProvider>
    </QueryClientProvider>
  );
}
