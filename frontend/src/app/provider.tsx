import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';

import { FullPageLoader } from '@/components/ui/full-page-loader';
import { Toaster } from '@/components/ui/toaster';
import { useSessionBootstrap } from '@/features/auth/api/get-session';
import { createQueryClient } from '@/lib/query-client';

import { OfflineStart } from './offline-start';

/**
 * SessionGate shows a full-page loader until GET /auth/session has answered, and the offline start while a
 * signed-in user has no network to ask it with.
 */
function SessionGate({ children }: { children: ReactNode }) {
  const session = useSessionBootstrap();
  if (session.isPending) return <FullPageLoader />;
  if (session.data === 'offline') return <OfflineStart onOnline={session.refetch} />;
  return children;
}

/** AppProvider wires server state, toasts and the session; the language bundle suspends until loaded. */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <Suspense fallback={<FullPageLoader />}>
      <QueryClientProvider client={client}>
        <Toaster />
        <SessionGate>{children}</SessionGate>
      </QueryClientProvider>
    </Suspense>
  );
}
