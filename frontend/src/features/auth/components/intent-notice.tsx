import { useTranslation } from 'react-i18next';

import { Notice } from '@/components/ui/notice';
import { readIntent } from '@/lib/intent';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * IntentNotice tells a visitor who pressed an action on a public search (lib/intent.ts) why they are asked for an
 * account, and that they will be brought back to it. It reads the intent only once the screen is the app's (a drawn
 * sign-up or sign-in page is the same for everyone).
 */
export function IntentNotice() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const intent = hydrated ? readIntent() : null;
  if (!intent) return null;
  return <Notice tone="info">{t(intent.action === 'notify' ? 'auth.intent.notify' : 'auth.intent.request')}</Notice>;
}
