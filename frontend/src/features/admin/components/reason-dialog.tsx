import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';

import { Button } from '@/components/ui/button';
import { CountedTextarea } from '@/components/ui/counted-textarea';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/field-error';
import { describeError } from '@/lib/errors';

import { REASON_MAX, requiredReason } from '../api/suspend-user';
import { adminErrorMessage, reasonMessage } from '../utils/messages';

import '@/components/ui/form.css';

interface ReasonDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  /** onSubmit runs the action with the trimmed text; it throws when the server refuses. */
  onSubmit: (reason: string) => Promise<void>;
  onClose: () => void;
}

const reasonSchema = z.object({ reason: requiredReason });

/**
 * ReasonDialog asks before suspending an account, with the reason it is suspended for (shown on the account and kept
 * in the audit log). A refusal shows in the dialog, under the field if it is about the reason; what was typed stays.
 */
export function ReasonDialog({ title, text, confirmLabel, onSubmit, onClose }: ReasonDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [refusal, setRefusal] = useState<string>();
  const { register, handleSubmit, formState, setError, control } = useForm<{ reason: string }>({
    resolver: zodResolver(reasonSchema),
    defaultValues: { reason: '' },
  });
  const reason = useWatch({ control, name: 'reason' });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    setRefusal(undefined);
    try {
      await onSubmit(values.reason.trim());
    } catch (err) {
      const field = describeError(err).fields.reason;
      if (field) setError('reason', { type: 'server', message: field.code }, { shouldFocus: true });
      else setRefusal(adminErrorMessage(err));
    }
  });

  return (
    <Dialog
      role="alertdialog"
      labelledBy={`${id}-title`}
      describedBy={`${id}-text`}
      onClose={onClose}
      busy={isSubmitting}
      initialFocus="textarea"
    >
      <h2 id={`${id}-title`} className="dialog__title break">
        {title}
      </h2>
      <p id={`${id}-text`} className="dialog__text">
        {text}
      </p>
      <form id={`${id}-form`} className="form" noValidate onSubmit={submit}>
        <CountedTextarea
          label={t('admin.dialog.reason')}
          value={reason ?? ''}
          max={REASON_MAX}
          rows={3}
          counter={(count) => t('admin.dialog.count', { count, max: REASON_MAX })}
          field={register('reason')}
          error={errors.reason?.message && reasonMessage(errors.reason.message)}
        />
        {refusal && <FormAlert>{refusal}</FormAlert>}
      </form>
      <div className="dialog__actions">
        <Button variant="secondary" block disabled={isSubmitting} onClick={onClose}>
          {t('admin.dialog.back')}
        </Button>
        <Button type="submit" form={`${id}-form`} variant="danger" block loading={isSubmitting}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
