import './styles/fonts.css';
import './styles/global.css';
import './i18n';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app';
import { registerServiceWorker } from './lib/service-worker';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The app shell for offline starts and Web Push notifications (production builds only).
registerServiceWorker();
