import { BrowserRouter } from 'react-router';
import type { ArrivedPage } from './page-data.ts';
import { AppProviders } from './providers/app-providers.tsx';
import { AppRoutes } from './router.tsx';

/** `arrived`: the data a server-rendered page came with (main.tsx). */
export function App({ arrived }: { arrived?: ArrivedPage | undefined }) {
  return (
    <AppProviders arrived={arrived}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
