import { lazy, Suspense, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { createQueryClient, SessionProvider } from '../api';
import { ToastProvider } from '../ui';
import { AppRoutes } from './AppRoutes';
import { useReleaseBootShellWhenSettled } from './boot-shell';

/** The offline banner, update prompt and service worker: after the screen, never before it. */
const OfflineStatus = lazy(() => import('../features/offline/OfflineStatus'));

/** Everything a screen relies on: query cache, toasts and session. The router wraps them in App. */
export function AppProviders({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>
        <SessionProvider>{children}</SessionProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}

export function App({ queryClient }: { queryClient?: QueryClient }) {
  useReleaseBootShellWhenSettled();
  return (
    <BrowserRouter>
      <AppProviders queryClient={queryClient}>
        <AppRoutes />
        <Suspense fallback={null}>
          <OfflineStatus />
        </Suspense>
      </AppProviders>
    </BrowserRouter>
  );
}
