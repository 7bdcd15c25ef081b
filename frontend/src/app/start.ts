import { createBrowserRouter } from 'react-router';

import { sessionBootstrapQuery } from '@/features/auth/api/get-session';
import { currentLanguage } from '@/i18n';
import { createQueryClient } from '@/lib/query-client';

import { createRoutes } from './router';

// Created at start so the first screen's code (and, for the public screens, its data) loads while the session is
// being checked. The route loaders prefetch into the app's one query client.
export const queryClient = createQueryClient();
// The session is asked for at once, beside the language bundle, not once the bundle has let the app render.
void queryClient.prefetchQuery(sessionBootstrapQuery);
export const router = createBrowserRouter(createRoutes(queryClient));

/**
 * readyToHydrate waits until the app's first render can draw what prerender.tsx drew: the language bundle, the
 * session's answer and the screen's code all here. It tells whether that drawing was for this visitor: signed
 * out, in language.
 */
export async function readyToHydrate(language: string): Promise<boolean> {
  const routed = new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
  const [session] = await Promise.all([queryClient.fetchQuery(sessionBootstrapQuery), routed]);
  return session === false && currentLanguage() === language;
}
