import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field-error';
import { InputField } from '@/components/ui/input-field';
import { applyFormError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import type { Vehicle } from '@/types/api';

import { isMotorised, toNewVehicle, useCreateVehicle, vehicleSchema, type VehicleInput } from '../api/create-vehicle';

import { ModelTypeChips, VehicleTypePicker } from './vehicle-type-picker';

import '@/components/ui/form.css';

const FIELDS = ['vehicleType', 'modelType', 'modelName', 'idNumber'] as const;

/**
 * VehicleForm adds a vehicle. The body type is asked for cars only; model name and plate are required for
 * cars and motorcycles and optional otherwise. Switching the type keeps what was typed.
 */
export function VehicleForm({ onSuccess }: { onSuccess: (vehicle: Vehicle) => void }) {
  const { t } = useTranslation();
  const create = useCreateVehicle();
  const { register, handleSubmit, setError, clearErrors, control, formState } = useForm<VehicleInput>({
    resolver: zodResolver(vehicleSchema),
    defaultValues: { vehicleType: 'car', modelType: '', modelName: '', idNumber: '' },
  });
  const { errors } = formState;
  const [rawType, modelType] = useWatch({ control, name: ['vehicleType', 'modelType'] });
  const type = rawType ?? '';
  const required = isMotorised(type);
  const label = (key: 'modelName' | 'idNumber') =>
    required ? t(`vehicles.form.${key}`) : `${t(`vehicles.form.${key}`)} ${t('vehicles.form.optional')}`;

  const onSubmit = handleSubmit((values) =>
    create.mutate(toNewVehicle(values), {
      onSuccess: (vehicle) => {
        toast.success(t('vehicles.form.success'));
        onSuccess(vehicle);
      },
      onError: (err) => applyFormError(err, setError, FIELDS),
    }),
  );

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FormError code={errors.root?.server?.message} />
      <VehicleTypePicker
        value={type}
        error={errors.vehicleType?.message}
        field={register('vehicleType', { onChange: () => clearErrors() })}
      />
      {type === 'car' && (
        <ModelTypeChips value={modelType} error={errors.modelType?.message} field={register('modelType')} />
      )}
      <InputField
        label={label('modelName')}
        hint={t('vehicles.form.modelNameHint')}
        autoComplete="off"
        error={errors.modelName?.message}
        {...register('modelName')}
      />
      <InputField
        label={label('idNumber')}
        hint={t('vehicles.form.idNumberHint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        className="field--plate"
        error={errors.idNumber?.message}
        {...register('idNumber')}
      />
      <Button type="submit" block loading={create.isPending}>
        {t('vehicles.form.submit')}
      </Button>
    </form>
  );
}
