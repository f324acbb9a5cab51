import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastsProvider } from '../../lib/toasts/toasts-provider.tsx';
import { AuthProvider } from '../../lib/auth/auth-provider.tsx';
import { createQueryClient } from './query-client.ts';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ToastsProvider>
        <AuthProvider>{children}</AuthProvider>
      </ToastsProvider>
    </QueryClientProvider>
  );
}
