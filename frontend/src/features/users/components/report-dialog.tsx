import { zodResolver } from '@hookform/resolvers/zod';
import clsx from 'clsx';
import { CircleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { CountedTextarea } from '@/components/ui/counted-textarea';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/field-error';
import { describeError } from '@/lib/errors';
import { toast } from '@/lib/toast';

import {
  REPORT_LIMITS,
  REPORT_REASONS,
  reportSchema,
  toReport,
  useCreateReport,
  type ReportInput,
  type ReportTarget,
} from '../api/create-report';
import { fieldMessage, userErrorMessage } from '../utils/messages';

import '@/components/ui/choice-tiles.css';
import '@/components/ui/form.css';
import './users.css';

interface ReportDialogProps {
  target: ReportTarget;
  /** about names what is reported, for the dialog's lead ("Olena K."). */
  about: string;
  /** details starts the details with what the report is about (a failed delivery's parcel). */
  details?: string;
  onClose: () => void;
}

/**
 * ReportDialog tells the instance's admins about a user (or a listing): a reason, optional details, Send. Field
 * codes show under their fields and any other refusal (10 reports a day) in the dialog; what was typed stays.
 */
export function ReportDialog({ target, about, details: initialDetails = '', onClose }: ReportDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const report = useCreateReport();
  const [refusal, setRefusal] = useState<string>();
  const { register, handleSubmit, formState, setError, control } = useForm<ReportInput>({
    resolver: zodResolver(reportSchema),
    defaultValues: { reason: null, details: initialDetails },
  });
  const [reason, details] = useWatch({ control, name: ['reason', 'details'] });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    setRefusal(undefined);
    try {
      await report.mutateAsync(toReport(target, values));
      toast.success(t('report.success'));
      onClose();
    } catch (err) {
      const { fields } = describeError(err);
      let focused = false;
      for (const field of ['reason', 'details'] as const) {
        if (!fields[field]) continue;
        setError(field, { type: 'server', message: fields[field].code }, { shouldFocus: !focused });
        focused = true;
      }
      if (!focused) setRefusal(userErrorMessage(err, 'report'));
    }
  });

  const reasonError = errors.reason?.message;
  return (
    <Dialog
      labelledBy={`${id}-title`}
      describedBy={`${id}-text`}
      onClose={onClose}
      busy={isSubmitting}
      initialFocus="input"
    >
      <h2 id={`${id}-title`} className="dialog__title">
        {t('report.title')}
      </h2>
      <p id={`${id}-text`} className="dialog__text">
        {t('report.text', { name: about })}
      </p>
      <form id={`${id}-form`} className="form" noValidate onSubmit={submit}>
        <fieldset
          className="radio-cards"
          role="radiogroup"
          aria-labelledby={`${id}-reason`}
          aria-required="true"
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? `${id}-reason-error` : undefined}
        >
          <legend id={`${id}-reason`} className="field__label">
            {t('report.reason')}
          </legend>
          {REPORT_REASONS.map((r) => (
            <label key={r} className={clsx('radio-card report-reason', reason === r && 'radio-card--checked')}>
              <input type="radio" value={r} {...register('reason')} />
              <span className="radio-card__label">{t(`report.reasons.${r}`)}</span>
            </label>
          ))}
          {reasonError && (
            <p id={`${id}-reason-error`} className="field__error">
              <CircleAlert size={16} aria-hidden="true" />
              <span>{fieldMessage('report', 'reason', reasonError)}</span>
            </p>
          )}
        </fieldset>
        <CountedTextarea
          label={t('report.details')}
          optional={t('report.optional')}
          placeholder={t('report.placeholder')}
          value={details ?? ''}
          max={REPORT_LIMITS.detailsMax}
          counter={(count) => t('report.count', { count, max: REPORT_LIMITS.detailsMax })}
          field={register('details')}
          error={errors.details?.message && fieldMessage('report', 'details', errors.details.message)}
        />
        {refusal && <FormAlert>{refusal}</FormAlert>}
      </form>
      <div className="dialog__actions">
        <Button variant="secondary" block disabled={isSubmitting} onClick={onClose}>
          {t('report.cancel')}
        </Button>
        <Button type="submit" form={`${id}-form`} block loading={isSubmitting}>
          {t('report.send')}
        </Button>
      </div>
    </Dialog>
  );
}
