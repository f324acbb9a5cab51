import type { DehydratedState } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './providers/app-providers.tsx';
import { AppRoutes } from './router.tsx';

/** `arrived`: the data a server-rendered page came with (main.tsx). */
export function App({ arrived }: { arrived?: DehydratedState | undefined }) {
  return (
    <AppProviders arrived={arrived}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
