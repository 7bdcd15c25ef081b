import { createBrowserRouter, RouterProvider } from 'react-router';

import { sessionBootstrapQuery } from '@/features/auth/api/get-session';
import { createQueryClient } from '@/lib/query-client';

import { AppProvider } from './provider';
import { createRoutes } from './router';

// Created at start so the first screen's code (and, for the public screens, its data) loads while the session is
// being checked. The route loaders prefetch into the app's one query client.
const queryClient = createQueryClient();
// The session is asked for at once, beside the language bundle, not once the bundle has let the app render.
void queryClient.prefetchQuery(sessionBootstrapQuery);
const router = createBrowserRouter(createRoutes(queryClient));

/** App is the whole single-page app. */
export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
