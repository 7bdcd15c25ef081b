import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/field-error';
import { InputField } from '@/components/ui/input-field';
import { isApiError } from '@/lib/api-client';
import { describeError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import type { AcceptedParcel } from '@/types/api';

import { handoverSchema, useHandoverParcel, type HandoverFormValues } from '../api/handover-parcel';

import '@/components/ui/form.css';
import './rides.css';

/** Refusal is a failed handover in words; triesLeft comes with a wrong PIN. */
interface Refusal {
  code: string;
  message: string;
  triesLeft?: number;
}

// A wrong PIN's answer says how many tries are left (triesLeft in the error).
const triesLeftIn = (err: unknown): number | undefined => (isApiError(err) ? err.triesLeft : undefined);

// Codes after which there is nothing left to enter a PIN for.
const GONE = ['invalid_state', 'not_found'];

/**
 * HandoverDialog lets the driver finish an In Transit parcel's delivery with the PIN the recipient tells. A
 * refusal (wrong PIN, locked after 5, no longer in transit) is said in the dialog, and what was typed stays;
 * once locked only Close is left, as the recipient's link still works.
 */
export function HandoverDialog({ parcel, onClose }: { parcel: AcceptedParcel; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const handover = useHandoverParcel(parcel.rideId);
  const [refusal, setRefusal] = useState<Refusal>();
  const { register, handleSubmit, formState, setError, setFocus } = useForm<HandoverFormValues>({
    resolver: zodResolver(handoverSchema),
    defaultValues: { pin: '' },
  });
  const submitting = formState.isSubmitting;
  const locked = refusal?.code === 'pin_locked';

  const submit = handleSubmit(async ({ pin }) => {
    setRefusal(undefined);
    try {
      await handover.mutateAsync({ parcelId: parcel.parcelId, pin: pin.trim() });
      toast.success(t('rides.handover.success'));
      onClose();
    } catch (err) {
      const failure = describeError(err, 'handover');
      const field = failure.fields.pin?.code;
      if (field && failure.code !== 'pin_invalid') {
        setError('pin', { type: 'server', message: field }, { shouldFocus: true });
        return;
      }
      if (GONE.includes(failure.code)) {
        // The parcel left In Transit (the recipient answered through the link): the refreshed ride shows it.
        toast.error(failure.message, { id: 'handover-error' });
        onClose();
        return;
      }
      setRefusal({ code: failure.code, message: failure.message, triesLeft: triesLeftIn(err) });
      if (failure.code === 'pin_invalid') setFocus('pin', { shouldSelect: true });
    }
  });

  const name = `${parcel.recipient.name} ${parcel.recipient.lastName}`.trim();
  return (
    <Dialog
      labelledBy={`${id}-title`}
      describedBy={`${id}-text`}
      onClose={onClose}
      busy={submitting}
      initialFocus="input"
    >
      <h2 id={`${id}-title`} className="dialog__title">
        {t('rides.handover.title')}
      </h2>
      <p id={`${id}-text`} className="dialog__text">
        {t('rides.handover.text', { parcel: t(`parcels.types.${parcel.type}`), name })}
      </p>
      <form id={`${id}-form`} className="form" noValidate onSubmit={submit}>
        <InputField
          className="pin-field"
          label={t('rides.handover.pin')}
          hint={t('rides.handover.hint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={4}
          pattern="[0-9]{4}"
          error={formState.errors.pin?.message}
          aria-invalid={formState.errors.pin || refusal?.code === 'pin_invalid' ? true : undefined}
          {...register('pin')}
        />
        {refusal && (
          <FormAlert>
            {refusal.message}
            {refusal.triesLeft !== undefined && ` ${t('rides.handover.triesLeft', { count: refusal.triesLeft })}`}
          </FormAlert>
        )}
      </form>
      <div className="dialog__actions">
        <Button variant="secondary" block disabled={submitting} onClick={onClose}>
          {locked ? t('rides.handover.close') : t('rides.handover.cancel')}
        </Button>
        {!locked && (
          <Button type="submit" form={`${id}-form`} block loading={submitting}>
            {t('rides.handover.confirm')}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
