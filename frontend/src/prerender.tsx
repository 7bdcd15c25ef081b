import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';

import { AppProvider } from '@/app/provider';
import { createRoutes } from '@/app/router';
import { authKeys } from '@/features/auth/api/keys';
import { createQueryClient } from '@/lib/query-client';
import type { Language } from '@/types/api';

import i18n, { i18nReady } from './i18n';

/**
 * render draws the signed-out screen at path in language as the browser's first render draws it, for the build to
 * write into that screen's page (scripts/prerender.mjs): a phone paints it from the HTML, before any script has
 * loaded, and the app then hydrates it (main.tsx).
 */
export async function render(path: string, language: Language): Promise<string> {
  await i18nReady;
  await i18n.changeLanguage(language);
  const queryClient = createQueryClient();
  const handler = createStaticHandler(createRoutes(queryClient));
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`prerender ${path}: answered ${context.status}`);
  // Signed out: the server sends these pages only then. Set last, as queries without a reader are dropped.
  queryClient.setQueryData(authKeys.session(), false);
  // prerender waits for every lazy part (the home's search is its own chunk) where renderToString would draw loaders.
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppProvider>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
