import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { useDocumentTitle } from '@/lib/use-document-title';

import './messages.css';

/**
 * ChooseConversation fills the inbox's right pane while no conversation is open (a wide screen; a phone shows the
 * list alone). It names the browser tab, as the list is the screen then.
 */
export function ChooseConversation() {
  const { t } = useTranslation();
  useDocumentTitle(t('messages.documentTitle'));
  return (
    <div className="inbox__choose">
      <MessagesSquare size={40} aria-hidden="true" />
      <h2 className="inbox__choose-title">{t('messages.inbox.choose')}</h2>
    </div>
  );
}
