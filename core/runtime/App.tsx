import { StrictMode, Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { AppRoutes } from '../router/AppRoutes';
import { Spinner } from '../ui/Spinner';
import { AlertHost } from './AlertHost';
import { LoadingOverlay } from './LoadingOverlay';
import { ModalHost } from './ModalHost';
import { queryClient } from './queryClient';
import { RuntimeProvider, type Runtime } from './RuntimeContext';

/** The mounted app: query client, runtime, history-mode router, shell and modals. */
export function App({ runtime }: { runtime: Runtime }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RuntimeProvider value={runtime}>
          <Router>
            <Suspense fallback={<Spinner />}>
              <AppRoutes />
              <ModalHost />
              <AlertHost />
              <LoadingOverlay />
            </Suspense>
          </Router>
        </RuntimeProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
