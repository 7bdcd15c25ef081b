import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { useOffline } from '@/lib/use-offline';

import './offline-banner.css';

/**
 * OfflineBanner says, while the browser has no network, that the app shows only what it has and cannot save. The
 * status region stays in the page so that the change is announced, politely.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const offline = useOffline();
  return (
    <div role="status" className="offline-banner-region">
      {offline && (
        <p className="offline-banner">
          <WifiOff size={18} aria-hidden="true" className="offline-banner__icon" />
          <span>{t('layout.offline')}</span>
        </p>
      )}
    </div>
  );
}
