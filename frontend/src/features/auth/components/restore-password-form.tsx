import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/email-field';
import { FormError } from '@/components/ui/field-error';
import { Screen } from '@/components/ui/screen';
import { toastError } from '@/lib/errors';
import { applyFormError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';

import { restorePasswordSchema, useRestorePassword, type RestorePasswordInput } from '../api/restore-password';

import '@/components/ui/form.css';

/** RestorePassword asks for a reset link, then says where it went and offers to send it again. */
export function RestorePassword({ footer }: { footer?: ReactNode }) {
  const { t } = useTranslation();
  const restore = useRestorePassword();
  const [sentTo, setSentTo] = useState('');
  const { register, handleSubmit, setError, formState } = useForm<RestorePasswordInput>({
    resolver: zodResolver(restorePasswordSchema),
    defaultValues: { email: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit((values) =>
    restore.mutate(values, {
      onSuccess: () => {
        toast.success(t('auth.restorePassword.success'));
        setSentTo(values.email);
      },
      onError: (err) => applyFormError(err, setError, ['email']),
    }),
  );
  const resend = () =>
    restore.mutate(
      { email: sentTo },
      { onSuccess: () => toast.success(t('auth.restorePassword.success')), onError: toastError },
    );

  if (sentTo) {
    return (
      <Screen icon={<MailCheck size={28} />} title={t('auth.restorePassword.sentTitle')} footer={footer}>
        <p className="screen__text">
          <Trans
            i18nKey="auth.restorePassword.sent"
            values={{ email: sentTo }}
            components={{ strong: <strong className="break" /> }}
          />
        </p>
        <p className="screen__text muted">{t('auth.restorePassword.notReceived')}</p>
        <Button variant="secondary" block loading={restore.isPending} onClick={resend}>
          {t('auth.restorePassword.resend')}
        </Button>
      </Screen>
    );
  }

  return (
    <Screen title={t('auth.restorePassword.title')} subtitle={t('auth.restorePassword.subtitle')} footer={footer}>
      <form className="form" onSubmit={onSubmit} noValidate>
        <FormError code={errors.root?.server?.message} />
        <EmailField label={t('auth.fields.email')} error={errors.email?.message} {...register('email')} />
        <Button type="submit" block loading={restore.isPending}>
          {t('auth.restorePassword.submit')}
        </Button>
      </form>
    </Screen>
  );
}
