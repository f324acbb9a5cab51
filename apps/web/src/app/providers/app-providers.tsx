import { QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastsProvider } from '../../lib/toasts/toasts-provider.tsx';
import { AuthProvider } from '../../lib/auth/auth-provider.tsx';
import { createQueryClient } from './query-client.ts';

/**
 * `arrived`: the data a server-rendered page came with (main.tsx hydrates it). The session is then read after the
 * first pass, which must draw what the server drew: a visitor's page (entry-server.tsx).
 */
export function AppProviders({
  children,
  arrived,
  onServer = false,
}: {
  children: ReactNode;
  arrived?: DehydratedState | undefined;
  /** Rendering on the server (entry-server.tsx): nothing is fetched, every query is drawn as it arrived. */
  onServer?: boolean;
}) {
  const [queryClient] = useState(() => createQueryClient(arrived, onServer));
  return (
    <QueryClientProvider client={queryClient}>
      <ToastsProvider>
        <AuthProvider readStoredTokenAfterHydration={arrived !== undefined}>{children}</AuthProvider>
      </ToastsProvider>
    </QueryClientProvider>
  );
}
