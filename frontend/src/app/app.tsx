import { createBrowserRouter, RouterProvider } from 'react-router';

import { AppProvider } from './provider';
import { routes } from './router';

// Created at start so the first screen's code loads while the session is being checked.
const router = createBrowserRouter(routes);

/** App is the whole single-page app. */
export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
