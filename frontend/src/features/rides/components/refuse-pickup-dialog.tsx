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
import { describeError, validationMessage } from '@/lib/errors';
import { personName } from '@/lib/format';
import { toast } from '@/lib/toast';
import type { AcceptedParcel } from '@/types/api';

import {
  REFUSE_DETAILS_MAX,
  REFUSE_REASONS,
  refuseSchema,
  toRefuseRequest,
  useRefuseParcel,
  type RefuseInput,
} from '../api/refuse-parcel';

import '@/components/ui/choice-tiles.css';
import '@/components/ui/form.css';

/**
 * RefusePickupDialog lets the driver refuse an accepted parcel at pickup (docs/product.md §5 "Refused pickup"): a
 * reason and what happened. The parcel goes back to New and the sender is told; field codes show under their
 * fields and any other refusal in the dialog, and what was typed stays.
 */
export function RefusePickupDialog({ parcel, onClose }: { parcel: AcceptedParcel; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const refuse = useRefuseParcel(parcel.rideId);
  const [refusal, setRefusal] = useState<string>();
  const { register, handleSubmit, formState, setError, control } = useForm<RefuseInput>({
    resolver: zodResolver(refuseSchema),
    defaultValues: { reason: null, details: '' },
  });
  const [reason, details] = useWatch({ control, name: ['reason', 'details'] });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    setRefusal(undefined);
    try {
      await refuse.mutateAsync({ parcelId: parcel.parcelId, body: toRefuseRequest(values) });
      toast.success(t('rides.accepted.refuse.success'));
      onClose();
    } catch (err) {
      const failure = describeError(err);
      let focused = false;
      for (const field of ['reason', 'details'] as const) {
        if (!failure.fields[field]) continue;
        setError(field, { type: 'server', message: failure.fields[field].code }, { shouldFocus: !focused });
        focused = true;
      }
      if (!focused) setRefusal(failure.message);
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
        {t('rides.accepted.refuse.title')}
      </h2>
      <p id={`${id}-text`} className="dialog__text">
        {t('rides.accepted.refuse.text', { name: personName(parcel.sender) })}
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
            {t('rides.accepted.refuse.reason')}
          </legend>
          {REFUSE_REASONS.map((r) => (
            <label key={r} className={clsx('radio-card', reason === r && 'radio-card--checked')}>
              <input type="radio" value={r} {...register('reason')} />
              <span className="radio-card__label">{t(`refusal.reasons.${r}`)}</span>
            </label>
          ))}
          {reasonError && (
            <p id={`${id}-reason-error`} className="field__error">
              <CircleAlert size={16} aria-hidden="true" />
              <span>{validationMessage('reason', reasonError)}</span>
            </p>
          )}
        </fieldset>
        <CountedTextarea
          label={t('rides.accepted.refuse.details')}
          optional={t('rides.accepted.refuse.optional')}
          placeholder={t('rides.accepted.refuse.placeholder')}
          value={details ?? ''}
          max={REFUSE_DETAILS_MAX}
          counter={(count) => t('rides.accepted.refuse.count', { count, max: REFUSE_DETAILS_MAX })}
          field={register('details')}
          error={errors.details?.message && validationMessage('details', errors.details.message)}
        />
        {refusal && <FormAlert>{refusal}</FormAlert>}
      </form>
      <div className="dialog__actions">
        <Button variant="secondary" block disabled={isSubmitting} onClick={onClose}>
          {t('rides.accepted.refuse.back')}
        </Button>
        <Button type="submit" form={`${id}-form`} block variant="danger" loading={isSubmitting}>
          {t('rides.accepted.refuse.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
