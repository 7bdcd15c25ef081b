import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { CircleAlert, SendHorizontal } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { errorCode, errorMessageFor } from '@/lib/errors';
import type { Conversation } from '@/types/api';

import { messageKeys } from '../api/keys';
import { MESSAGE_MAX, messageProblem, useSendMessage } from '../api/send-message';
import { isSendError } from '../utils/send-error';

import { ConversationClosed } from './conversation-closed';

import '@/components/ui/form.css';

// The counter shows from this many characters on.
const COUNT_FROM = MESSAGE_MAX - 100;

interface MessageComposerProps {
  conversation: Conversation;
  /** onSent runs after a message of mine went out (the screen scrolls to it). */
  onSent?: () => void;
}

/**
 * MessageComposer is the text box under the thread: Enter sends, Shift+Enter starts a new line. A refusal is told
 * under it in the user's language and what they typed stays; a closed or blocked conversation says so instead.
 */
export function MessageComposer({ conversation, onSent }: MessageComposerProps) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const send = useSendMessage(conversation.conversationId);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const [blocked, setBlocked] = useState(false);

  if (blocked || !conversation.open) {
    return <ConversationClosed reason={blocked ? 'blocked' : 'closed'} draft={text} />;
  }

  const submit = () => {
    if (send.isPending) return;
    const local = messageProblem(text);
    if (local) {
      setProblem(local);
      return;
    }
    setProblem(undefined);
    send.mutate(text, {
      onSuccess: () => {
        setText('');
        onSent?.();
      },
      onError: (err) => {
        const code = errorCode(err);
        if (code === 'blocked') setBlocked(true);
        if (code === 'conversation_closed')
          void queryClient.invalidateQueries({ queryKey: messageKeys.conversation(conversation.conversationId) });
        setProblem((isApiError(err) && err.fields.text) || code);
      },
    });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    submit();
  };

  const count = text.length;
  return (
    <form
      className="composer"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className={clsx('composer__row', problem && 'field--invalid')}>
        <label htmlFor={id} className="sr-only">
          {t('messages.composer.label')}
        </label>
        <textarea
          id={id}
          className="input textarea composer__input"
          rows={1}
          maxLength={MESSAGE_MAX}
          placeholder={t('messages.composer.placeholder')}
          value={text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={clsx(`${id}-hint`, count >= COUNT_FROM && `${id}-count`, problem && `${id}-error`)}
          onChange={(e) => {
            setText(e.target.value);
            if (problem === 'required' || problem === 'too_long') setProblem(undefined);
          }}
          onKeyDown={onKeyDown}
        />
        <button
          type="submit"
          className="composer__send"
          aria-label={t('messages.composer.send')}
          disabled={send.isPending}
          aria-busy={send.isPending || undefined}
        >
          {send.isPending ? <Spinner size="sm" /> : <SendHorizontal size={22} aria-hidden="true" />}
        </button>
      </div>
      <p id={`${id}-hint`} className="sr-only">
        {t('messages.composer.hint')}
      </p>
      {count >= COUNT_FROM && (
        <p
          id={`${id}-count`}
          className={clsx('field__hint', 'composer__count', count >= MESSAGE_MAX && 'field__counter--over')}
          aria-live="polite"
        >
          {t('messages.composer.count', { count, max: MESSAGE_MAX })}
        </p>
      )}
      {problem && (
        <p id={`${id}-error`} className="field__error" role="alert">
          <CircleAlert size={16} aria-hidden="true" />
          <span>{isSendError(problem) ? t(`messages.composer.errors.${problem}`) : errorMessageFor(problem)}</span>
        </p>
      )}
    </form>
  );
}
