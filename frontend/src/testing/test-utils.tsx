import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { AppProvider } from '@/app/provider';
import { createRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import { useAuthStore } from '@/stores/auth-store';
import { useProfileStore } from '@/stores/profile-store';
import type { Profile } from '@/types/api';

/** testProfile is a signed-up user with a verified e-mail. */
export const testProfile: Profile = {
  userId: 7,
  name: 'Olena',
  surname: 'Kovalenko',
  phone: '+380671234567',
  email: 'olena@example.com',
  profilePicture: '',
  language: 'en',
  emailVerified: true,
  wantsToDrive: false,
  role: 'user',
};

/** resetStores signs the app out between tests. */
export function resetStores() {
  useAuthStore.getState().clear();
  useProfileStore.getState().clear();
}

/** renderApp renders the whole app (providers, session bootstrap, routes) at a URL. */
export function renderApp(url = '/') {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [url] });
  const user = userEvent.setup();
  const result = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, user, router, queryClient };
}
