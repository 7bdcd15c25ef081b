import i18n from '@/i18n';

import { Spinner } from './spinner';

import './full-page-loader.css';

/** FullPageLoader fills the screen while the app starts or a screen loads. */
export function FullPageLoader({ label }: { label?: string }) {
  // Also shown before any language bundle has loaded, hence the English stand-in.
  const text = label ?? (i18n.exists('common.loading') ? i18n.t('common.loading') : 'Loading…');
  return (
    <div className="full-page-loader" role="status" aria-live="polite">
      <Spinner size="lg" />
      <span className="sr-only">{text}</span>
    </div>
  );
}
