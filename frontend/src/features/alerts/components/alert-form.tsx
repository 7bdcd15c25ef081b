import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Controller, FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { DateRangeFields } from '@/components/ui/date-range-fields';
import { FormSection } from '@/components/ui/form-section';
import { Notice } from '@/components/ui/notice';
import { PublishButton } from '@/components/ui/publish-button';
import { isApiError } from '@/lib/api-client';
import { toastError } from '@/lib/errors';
import { withFieldAliases } from '@/lib/field-errors';
import { applyFormError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useFocusFirstError } from '@/lib/use-focus-first-error';
import type { AlertKind } from '@/types/api';
import type { CityFieldProps } from '@/types/city-field';

import { alertSchema } from '../api/alert-schema';
import {
  alertDateRange,
  emptyAlert,
  SERVER_FIELDS,
  toAlertRoute,
  useCreateAlert,
  type AlertFormValues,
} from '../api/create-alert';
import { MAX_ALERTS, useAlerts } from '../api/get-alerts';

import { AlertKindPicker } from './alert-kind-picker';

import '@/components/ui/form.css';
import './alerts.css';

const FIELDS: readonly Path<AlertFormValues>[] = ['kind', 'from', 'to', 'dateFrom', 'dateTo'];

interface AlertFormProps {
  /** CityField is the city picker (the places feature's combobox). */
  CityField: ComponentType<CityFieldProps>;
  /** footer goes under the button (the city data's credit). */
  footer?: ReactNode;
}

/**
 * AlertForm saves a route: what to be told of, two cities and optional days. The server's field codes show
 * under their fields and what was typed stays; once MAX_ALERTS are saved, Save is disabled and says why.
 */
export function AlertForm({ CityField, footer }: AlertFormProps) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const create = useCreateAlert();
  const form = useForm<AlertFormValues>({
    shouldFocusError: false,
    resolver: zodResolver(alertSchema),
    // No kind is chosen for the user: the two tell of different things (parcels for drivers, rides for senders).
    defaultValues: emptyAlert(null),
  });
  const { control, handleSubmit, setError, formState, reset } = form;
  const kind = useWatch({ control, name: 'kind' });
  const formRef = useRef<HTMLFormElement>(null);
  // Each saved route starts a new round: the fields mount afresh, so the city pickers forget what was typed too.
  const [round, setRound] = useState(0);
  useFocusFirstError(formRef, formState.submitCount, !formState.isSubmitSuccessful);
  const full = (alerts.data?.length ?? 0) >= MAX_ALERTS;

  const onSubmit = handleSubmit((values) =>
    create.mutate(toAlertRoute(values), {
      onSuccess: () => {
        toast.success(t('alerts.form.success'));
        reset(emptyAlert(values.kind as AlertKind));
        setRound((n) => n + 1);
      },
      onError: (err) => {
        toastError(err);
        applyFormError(withFieldAliases(err, SERVER_FIELDS), setError, FIELDS);
        // The list was out of date: once refetched, it shows the saved routes and the limit.
        if (isApiError(err) && err.code === 'too_many_alerts') void alerts.refetch();
      },
    }),
  );

  const city = (name: 'from' | 'to') => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CityField
          name={field.name}
          label={t(`alerts.form.${name}`)}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );

  return (
    <FormSection title={t('alerts.form.title')}>
      <FormProvider {...form}>
        <form key={round} ref={formRef} className="form" onSubmit={onSubmit} noValidate>
          <AlertKindPicker />
          {kind === 'rides' && <Notice tone="info">{t('alerts.form.parcelNote')}</Notice>}
          {city('from')}
          {city('to')}
          <div className="alert-form__dates">
            <div className="field-row">
              <DateRangeFields
                type="date"
                start={{ name: 'dateFrom', label: t('alerts.form.dateFrom') }}
                end={{ name: 'dateTo', label: t('alerts.form.dateTo') }}
                range={alertDateRange()}
              />
            </div>
            <p className="field__hint">{t('alerts.form.datesHint')}</p>
          </div>
          <PublishButton
            label={t('alerts.form.submit')}
            loading={create.isPending}
            blockers={full ? [t('alerts.form.limitReached', { max: MAX_ALERTS })] : []}
          />
          {!full && <p className="form__note alert-form__limit">{t('alerts.form.limitNote', { max: MAX_ALERTS })}</p>}
          {footer}
        </form>
      </FormProvider>
    </FormSection>
  );
}
