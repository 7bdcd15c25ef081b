import { WifiOff } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { OfflineBanner } from '@/components/layouts/offline-banner';
import { EmptyState } from '@/components/ui/empty-state';
import { LogoMark } from '@/components/ui/logo';

import '@/components/layouts/header.css';
import '@/components/layouts/layouts.css';

/**
 * OfflineStart is what a signed-in user sees when the app opens without a network: the session cannot be checked,
 * so nothing of the account can show; it says so, and starts again on its own once the browser is back online.
 */
export function OfflineStart({ onOnline }: { onOnline: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [onOnline]);
  return (
    <div className="layout">
      {/* Outside the router (no session, no screens yet): the brand without its link. */}
      <header className="header">
        <div className="header__inner">
          <span className="header__brand">
            <LogoMark />
            <span>{t('layout.brand')}</span>
          </span>
        </div>
      </header>
      <main id="main" className="main">
        <OfflineBanner />
        <h1 className="sr-only">{t('layout.offlineStart.title')}</h1>
        <EmptyState
          icon={<WifiOff aria-hidden="true" />}
          title={t('layout.offlineStart.title')}
          text={t('layout.offlineStart.text')}
        />
      </main>
    </div>
  );
}
