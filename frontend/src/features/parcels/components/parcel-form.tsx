import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, type ComponentType, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormError } from '@/components/ui/field-error';
import { FormSection } from '@/components/ui/form-section';
import { PublishButton } from '@/components/ui/publish-button';
import { applyPublishError } from '@/lib/field-errors';
import { usePriceSuggestion } from '@/lib/price-suggestion';
import { toast } from '@/lib/toast';
import { useFocusFirstError } from '@/lib/use-focus-first-error';
import { useProfileStore } from '@/stores/profile-store';
import type { Parcel } from '@/types/api';
import type { CityFieldProps } from '@/types/city-field';

import {
  emptyParcel,
  parcelSchema,
  SERVER_FIELDS,
  toNewParcel,
  useCreateParcel,
  type ParcelFormValues,
} from '../api/create-parcel';
import { useEditParcel } from '../api/edit-parcel';

import { DeclaredValueField } from './declared-value-field';
import { DetailsField } from './details-field';
import { ParcelKindFields } from './parcel-kind-fields';
import { ParcelRouteFields } from './parcel-route-fields';
import { usePriceCheck } from './price-check';
import { PriceField } from './price-field';
import { ProhibitedAckField } from './prohibited-ack-field';
import { RecipientFields } from './recipient-fields';

import '@/components/ui/form.css';

const FIELDS: readonly Path<ParcelFormValues>[] = [
  'type',
  'size',
  'details',
  'declaredValue',
  'prohibitedAck',
  'cost',
  'shippingAddress.place',
  'shippingAddress.street',
  'deliveryAddress.place',
  'deliveryAddress.street',
  'shippingDate',
  'deliveryDate',
  'recipient.name',
  'recipient.lastName',
  'recipient.phoneNumber',
  'recipient.emailAddress',
];

interface ParcelFormProps {
  /** CityField is the city picker (the places feature's combobox). */
  CityField: ComponentType<CityFieldProps>;
  /** initialValues fill the form ("Post again" from an earlier parcel); a blank form without them. */
  initialValues?: ParcelFormValues;
  /** footer goes under the submit button (the city data's credit). */
  footer?: ReactNode;
  /** editing is my New parcel the form changes (initialValues hold it): saved, not published anew. */
  editing?: number;
  /** onCreated is told the parcel published, or saved when editing. */
  onCreated: (parcel: Parcel) => void;
}

/**
 * ParcelForm is the ParcelCreate form of docs/product.md §3; what was typed stays on any error. Until the e-mail is
 * verified, Publish is disabled and says why (the screen's notice above offers to resend the e-mail).
 */
export function ParcelForm({ CityField, initialValues, footer, editing, onCreated }: ParcelFormProps) {
  const { t } = useTranslation();
  const verified = useProfileStore((s) => s.emailVerified);
  const create = useCreateParcel();
  const edit = useEditParcel();
  const form = useForm<ParcelFormValues>({
    shouldFocusError: false,
    resolver: zodResolver(parcelSchema),
    defaultValues: initialValues ?? emptyParcel,
  });
  const { handleSubmit, setError, formState } = form;
  const { errors } = formState;
  const rootCode = errors.root?.server?.message;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, formState.submitCount, !formState.isSubmitSuccessful);

  const [from, to, size] = useWatch({
    control: form.control,
    name: ['shippingAddress.place', 'deliveryAddress.place', 'size'],
  });
  const { data: suggestion } = usePriceSuggestion(from?.placeId, to?.placeId, size);
  const priceCheck = usePriceCheck(suggestion?.suggested);

  const onSubmit = handleSubmit((values) => {
    const parcel = toNewParcel(values);
    const handlers = {
      onSuccess: (saved: Parcel) => {
        toast.success(editing === undefined ? t('parcels.create.success') : t('parcels.edit.success'));
        onCreated(saved);
      },
      onError: (err: Error) => applyPublishError(err, setError, FIELDS, SERVER_FIELDS),
    };
    priceCheck.check(parcel.cost, () =>
      editing === undefined ? create.mutate(parcel, handlers) : edit.mutate({ id: editing, parcel }, handlers),
    );
  });

  return (
    <FormProvider {...form}>
      <form ref={formRef} className="form" onSubmit={onSubmit} noValidate>
        <FormSection title={t('parcels.create.whatSection')}>
          <ParcelKindFields />
          <DetailsField />
          <DeclaredValueField />
          <ProhibitedAckField />
        </FormSection>
        <FormSection title={t('parcels.create.routeSection')}>
          <ParcelRouteFields CityField={CityField} />
        </FormSection>
        <FormSection title={t('parcels.create.priceSection')}>
          <PriceField suggestion={suggestion} />
        </FormSection>
        <FormSection title={t('parcels.create.recipientSection')}>
          <RecipientFields />
        </FormSection>
        {/* An unverified e-mail is told once, by the disabled button below, not again as an error. */}
        <FormError code={rootCode === 'email_not_verified' ? undefined : rootCode} />
        <PublishButton
          label={editing === undefined ? t('parcels.create.submit') : t('parcels.edit.submit')}
          loading={create.isPending || edit.isPending}
          blockers={verified || editing !== undefined ? [] : [t('parcels.create.blockedUnverified')]}
        />
        {footer}
      </form>
      {priceCheck.dialog}
    </FormProvider>
  );
}
