import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { SwitchField } from '@/components/ui/switch-field';
import { toastError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import type { EmailKinds, NotificationKind } from '@/types/api';

import { useUpdateEmailKind } from '../api/update-notification-settings';
import { EMAIL_GROUPS } from '../utils/settings';

// Kinds whose e-mails come less often than they happen.
const HINTS: Partial<Record<NotificationKind, 'notifications.settings.email.hints.message_received'>> = {
  message_received: 'notifications.settings.email.hints.message_received',
};

/** EmailSettings is "E-mail me when…": a switch per notification kind, in groups, each saved as it changes. */
export function EmailSettings({ email }: { email: EmailKinds }) {
  const { t } = useTranslation();
  const update = useUpdateEmailKind();
  // Each change is told apart (mutate's own callbacks would tell only the latest of several quick ones).
  const save = (kind: NotificationKind, on: boolean) =>
    update.mutateAsync({ kind, on }).then(
      () =>
        toast.success(t(on ? 'notifications.settings.email.turnedOn' : 'notifications.settings.email.turnedOff'), {
          id: 'email-setting',
        }),
      toastError,
    );

  return (
    <section className="card settings-card" aria-labelledby="email-settings-title">
      <h2 id="email-settings-title" className="settings-card__title">
        <Mail size={20} aria-hidden="true" />
        {t('notifications.settings.email.title')}
      </h2>
      {EMAIL_GROUPS.map((group) => (
        <fieldset key={group.id} className="settings-group">
          <legend className="overline settings-group__legend">
            {t(`notifications.settings.email.groups.${group.id}`)}
          </legend>
          <ul className="settings-group__list">
            {group.kinds.map((kind) => {
              const hint = HINTS[kind];
              return (
                <li key={kind}>
                  <SwitchField
                    name={kind}
                    label={t(`notifications.settings.email.kinds.${kind}`)}
                    hint={hint && t(hint)}
                    checked={email[kind]}
                    onChange={(e) => void save(kind, e.target.checked)}
                  />
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
      <p className="field__hint">{t('notifications.settings.email.note')}</p>
    </section>
  );
}
