import { StrictMode, Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { AppRoutes } from '../router/AppRoutes';
import { ErrorBoundary } from '../ui/BoundaryFallback';
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
            {/* Pages, slots and modals have their own boundaries; this one is the last resort
                so that nothing, not even a failure in the shell, leaves a blank page. */}
            <ErrorBoundary owner="core">
              <Suspense fallback={<Spinner />}>
                <AppRoutes />
                <ModalHost />
                <AlertHost />
                <LoadingOverlay />
              </Suspense>
            </ErrorBoundary>
          </Router>
        </RuntimeProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
