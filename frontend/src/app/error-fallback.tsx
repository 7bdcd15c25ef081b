import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

import { Button } from '@/components/ui/button';
import { LogoMark } from '@/components/ui/logo';

import '@/components/layouts/layouts.css';
import '@/components/ui/button.css';
import '@/components/ui/screen.css';
import './error-fallback.css';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return String(error);
}

/** ErrorFallback replaces the app when a screen throws: it names the error and offers a way out. */
export function ErrorFallback() {
  const error = useRouteError();
  const { t } = useTranslation();
  return (
    <div className="layout layout--bare">
      <div className="bare-brand" aria-hidden="true">
        <LogoMark size={40} />
        <span>Ridepost</span>
      </div>
      <main id="main" className="main">
        <section className="card screen screen--centered" role="alert">
          <div className="icon-circle screen__icon screen__icon--danger">
            <TriangleAlert size={28} aria-hidden="true" />
          </div>
          <h1 className="screen__title">{t('layout.errorFallback.title', 'Unexpected Application Error!')}</h1>
          <pre className="error-details">{describe(error)}</pre>
          <p className="screen__text muted">{t('layout.errorFallback.text')}</p>
          <div className="stack">
            <Button block onClick={() => window.location.reload()}>
              {t('layout.errorFallback.reload')}
            </Button>
            <a className="btn btn--secondary btn--block" href="/">
              <span>{t('layout.errorFallback.home')}</span>
            </a>
          </div>
        </section>
      </main>
    </div>
  );
}
