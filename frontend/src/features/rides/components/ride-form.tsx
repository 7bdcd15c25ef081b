import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormError } from '@/components/ui/field-error';
import { FormSection } from '@/components/ui/form-section';
import { PublishButton } from '@/components/ui/publish-button';
import { applyPublishError } from '@/lib/field-errors';
import { toast } from '@/lib/toast';
import { useFocusFirstError } from '@/lib/use-focus-first-error';
import { useProfileStore } from '@/stores/profile-store';
import type { Ride } from '@/types/api';
import type { CityFieldProps } from '@/types/city-field';

import {
  emptyRide,
  rideSchema,
  SERVER_FIELDS,
  toNewRide,
  useCreateRide,
  type RideFormValues,
} from '../api/create-ride';
import { toRideEdit, useEditRide } from '../api/edit-ride';
import { draftFor, useRideDraftStore } from '../stores/ride-draft-store';

import { PriceHintNote } from './price-hint-note';
import { RideParcelsFields } from './ride-parcels-fields';
import { RideRepeatFields } from './ride-repeat-fields';
import { RideRouteFields } from './ride-route-fields';
import { NoVehicleNotice, VehiclePicker, type VehiclePickerProps } from './vehicle-picker';

import '@/components/ui/form.css';

const FIELDS: readonly Path<RideFormValues>[] = [
  'departureAddress.place',
  'departureAddress.street',
  'arrivalAddress.place',
  'arrivalAddress.street',
  'departureDate',
  'arrivalDate',
  'capacity',
  'parcelsTypes',
  'vehicleId',
  'repeat.weekdays',
  'repeat.until',
];

interface RideFormProps extends VehiclePickerProps {
  /** CityField is the city picker (the places feature's combobox). */
  CityField: ComponentType<CityFieldProps>;
  /** footer goes under the submit button (the city data's credit). */
  footer?: ReactNode;
  onCreated: (ride: Ride) => void;
  /** initialValues start the form over its draft (a route to publish for, from a request's dialog). */
  initialValues?: Partial<RideFormValues>;
  /** editing is my Planned ride the form changes (initialValues hold it): no draft, repeat or vehicle; saved. */
  editing?: number;
}

/**
 * RideForm is the RideCreate form of docs/product.md §3. What is typed is kept as a draft for this tab, so it is
 * still there after adding a vehicle; publishing clears it. What blocks publishing (an unverified e-mail, no
 * vehicle) is said up front, and Publish stays disabled with the reasons beside it.
 */
export function RideForm({ CityField, footer, onCreated, initialValues, editing, ...picker }: RideFormProps) {
  const { t } = useTranslation();
  const userId = useProfileStore((s) => s.userId);
  const verified = useProfileStore((s) => s.emailVerified);
  const noVehicle = picker.vehicles?.length === 0;
  const editMode = editing !== undefined;
  const blockers = editMode
    ? []
    : [
        ...(verified ? [] : [t('rides.create.blockedUnverified')]),
        ...(noVehicle ? [t('rides.create.blockedNoVehicle')] : []),
      ];
  const create = useCreateRide();
  const edit = useEditRide();
  // A draft kept before "Repeat" existed lacks it: the blank form fills what it lacks.
  const [defaultValues] = useState(() => ({ ...emptyRide, ...(editMode ? {} : draftFor(userId)), ...initialValues }));
  const form = useForm<RideFormValues>({ shouldFocusError: false, resolver: zodResolver(rideSchema), defaultValues });
  const { handleSubmit, setError, formState, subscribe } = form;
  const rootCode = formState.errors.root?.server?.message;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, formState.submitCount, !formState.isSubmitSuccessful);

  useEffect(
    () =>
      editMode
        ? undefined
        : subscribe({
            formState: { values: true },
            callback: ({ values }) => useRideDraftStore.getState().save(userId, values),
          }),
    [subscribe, userId, editMode],
  );

  const onError = (err: Error) => applyPublishError(err, setError, FIELDS, SERVER_FIELDS);
  const onSubmit = handleSubmit((values) =>
    editing !== undefined
      ? edit.mutate(
          { id: editing, ride: toRideEdit(values) },
          {
            onSuccess: (ride) => {
              toast.success(t('rides.edit.success'));
              onCreated(ride);
            },
            onError,
          },
        )
      : create.mutate(toNewRide(values), {
          onSuccess: (ride) => {
            useRideDraftStore.getState().clear();
            toast.success(
              ride.series ? t('rides.create.seriesSuccess', { count: ride.series.count }) : t('rides.create.success'),
            );
            onCreated(ride);
          },
          onError,
        }),
  );

  return (
    <FormProvider {...form}>
      <form ref={formRef} className="form" onSubmit={onSubmit} noValidate>
        {noVehicle && !editMode && <NoVehicleNotice addVehicleHref={picker.addVehicleHref} />}
        <FormSection title={t('rides.create.routeSection')}>
          <RideRouteFields CityField={CityField} />
          <PriceHintNote />
        </FormSection>
        {!editMode && (
          <FormSection title={t('rides.repeat.section')}>
            <RideRepeatFields />
          </FormSection>
        )}
        <FormSection title={t('rides.create.parcelsSection')}>
          <RideParcelsFields />
        </FormSection>
        {!editMode && (
          <FormSection title={t('rides.create.vehicleSection')}>
            <VehiclePicker {...picker} />
          </FormSection>
        )}
        {/* An unverified e-mail is told once, by the disabled button below, not again as an error. */}
        <FormError code={rootCode === 'email_not_verified' ? undefined : rootCode} />
        <PublishButton
          label={editMode ? t('rides.edit.submit') : t('rides.create.submit')}
          loading={create.isPending || edit.isPending}
          blockers={blockers}
        />
        {footer}
      </form>
    </FormProvider>
  );
}
