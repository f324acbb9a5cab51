import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers/app-providers.tsx';
import { createRouter } from './router.tsx';

export function App() {
  const [router] = useState(createRouter);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
