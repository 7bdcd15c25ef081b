import type { ReactNode } from 'react';

import { LanguageToggle } from '@/components/ui/language-toggle';

import './delivery.css';

/** DeliveryPage frames the recipient's screens: the recipient has no account, so the language switch is on top. */
export function DeliveryPage({ children }: { children: ReactNode }) {
  return (
    <div className="delivery-page">
      <div className="delivery-page__lang">
        <LanguageToggle />
      </div>
      {children}
    </div>
  );
}
