import { RouterProvider } from 'react-router';

import { AppProvider } from './provider';
import { queryClient, router } from './start';

/** App is the whole single-page app. */
export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
