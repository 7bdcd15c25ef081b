import { Ban, Lock } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import '@/components/ui/form.css';

interface ConversationClosedProps {
  /** reason: the conversation's time is over (closed), or one of the two blocked the other. */
  reason: 'closed' | 'blocked';
  /** draft is what the user had typed when it closed, kept for them to copy. */
  draft: string;
}

/** ConversationClosed stands in for the text box of a conversation nobody can write in, and says why. */
export function ConversationClosed({ reason, draft }: ConversationClosedProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="composer composer--closed">
      <p className="composer__closed" role="status">
        {reason === 'blocked' ? <Ban size={20} aria-hidden="true" /> : <Lock size={20} aria-hidden="true" />}
        <span>{reason === 'blocked' ? t('messages.thread.blocked') : t('messages.thread.closed')}</span>
      </p>
      {draft.trim() !== '' && (
        <div className="field">
          <label htmlFor={id} className="field__label">
            {t('messages.composer.unsent')}
          </label>
          <textarea id={id} className="input textarea" readOnly value={draft} rows={3} />
        </div>
      )}
    </div>
  );
}
