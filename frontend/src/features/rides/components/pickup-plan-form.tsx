import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { DateTimeField } from '@/components/ui/date-time-field';
import { FormError } from '@/components/ui/field-error';
import { InputField } from '@/components/ui/input-field';
import { withFieldAliases } from '@/lib/field-errors';
import { applyFormError } from '@/lib/form-errors';
import { toDateTimeInput } from '@/lib/format';
import { toast } from '@/lib/toast';
import type { PickupPlan } from '@/types/api';

import {
  PLACE_MAX,
  PLAN_FIELDS,
  pickupPlanSchema,
  toPickupPlan,
  useSetPickupPlan,
  type PickupPlanValues,
} from '../api/set-pickup-plan';

import '@/components/ui/form.css';

const FIELDS: readonly Path<PickupPlanValues>[] = ['pickupAt', 'pickupPlace'];

interface PickupPlanFormProps {
  rideId: number;
  parcelId: number;
  plan: PickupPlan | null;
  /** max is the ride's arrival (RFC 3339), the latest pickup the calendar offers. */
  max?: string | null;
  onDone: () => void;
}

/**
 * PickupPlanForm lets the driver say when and where they pick an accepted parcel up. The server's field codes
 * show under their inputs in the user's language, and what was typed stays; the sender is told on success.
 */
export function PickupPlanForm({ rideId, parcelId, plan, max, onDone }: PickupPlanFormProps) {
  const { t } = useTranslation();
  const save = useSetPickupPlan(rideId, parcelId);
  const form = useForm<PickupPlanValues>({
    resolver: zodResolver(pickupPlanSchema),
    defaultValues: {
      pickupAt: plan ? toDateTimeInput(new Date(plan.at)) : '',
      pickupPlace: plan?.place ?? '',
    },
  });
  const { control, handleSubmit, setError, formState, register } = form;
  const { field } = useController({ control, name: 'pickupAt' });
  const at = {
    name: field.name,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    min: toDateTimeInput(new Date()),
    max: max ? toDateTimeInput(new Date(max)) : undefined,
    error: formState.errors.pickupAt?.message,
    ref: field.ref,
  };
  const onSubmit = handleSubmit((values) =>
    save.mutate(toPickupPlan(values), {
      onSuccess: () => {
        toast.success(t('handover.plan.saved'));
        onDone();
      },
      onError: (err) => applyFormError(withFieldAliases(err, PLAN_FIELDS), setError, FIELDS),
    }),
  );
  return (
    <form className="form pickup-plan" onSubmit={onSubmit} noValidate>
      <DateTimeField {...at} label={t('handover.plan.at')} timeLabel={t('handover.plan.atTime')} />
      <InputField
        label={t('handover.plan.placeLabel')}
        hint={t('handover.plan.placeHint')}
        maxLength={PLACE_MAX + 20}
        autoComplete="off"
        error={formState.errors.pickupPlace?.message}
        {...register('pickupPlace')}
      />
      <FormError code={formState.errors.root?.server?.message} />
      <div className="pickup-plan__actions">
        <Button type="submit" loading={save.isPending}>
          {t('handover.plan.save')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('handover.plan.cancel')}
        </Button>
      </div>
    </form>
  );
}
