import './styles/fonts.css';
import './styles/global.css';
import './i18n';

import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { App } from './app/app';
import { readyToHydrate } from './app/start';
import { takeOver } from './lib/carry-over';
import { registerServiceWorker } from './lib/service-worker';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A signed-out entry screen comes drawn in its page (prerender.tsx): it can be used while the language, the session
// and the screen's code arrive (early.ts keeps what is typed and pressed), and is then taken over as it is, with
// what was typed and pressed (lib/carry-over.ts). Anyone it was not drawn for (signed in meanwhile, or another
// language stored here) gets the app drawn afresh.
const prerendered = root.dataset.prerendered;
if (prerendered) {
  void readyToHydrate(prerendered).then((ready) => {
    takeOver(root);
    if (ready) {
      hydrateRoot(root, app);
    } else {
      root.replaceChildren();
      createRoot(root).render(app);
    }
  });
} else {
  createRoot(root).render(app);
}

// The app shell for offline starts and Web Push notifications (production builds only).
registerServiceWorker();
