import clsx from 'clsx';
import { Plus } from 'lucide-react';
import { useEffect, useId, type ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button, ButtonLink } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import type { Vehicle } from '@/types/api';

import type { RideFormValues } from '../api/create-ride';
import { useRideDraftStore } from '../stores/ride-draft-store';

import '@/components/ui/choice-tiles.css';
import '@/components/ui/form.css';

export interface VehiclePickerProps {
  /** vehicles are mine, newest first; undefined while they load. */
  vehicles: Vehicle[] | undefined;
  /** renderVehicle draws one vehicle inside its radio card (the vehicles feature's card). */
  renderVehicle: (vehicle: Vehicle, chosen: boolean) => ReactNode;
  /** addVehicleHref opens the new-vehicle screen, which comes back here. */
  addVehicleHref: string;
  /** onRetry is set when my vehicles could not be loaded. */
  onRetry?: () => void;
}

/** useAddVehicleLink leads to the new-vehicle screen; coming back, the form picks the vehicle added there. */
function useAddVehicleLink(addVehicleHref: string) {
  const setAwaiting = useRideDraftStore((s) => s.setAwaitingVehicle);
  return { to: addVehicleHref, onClick: () => setAwaiting(true) };
}

/** NoVehicleNotice says up front, above the form, that a ride needs a vehicle, with "Add a vehicle". */
export function NoVehicleNotice({ addVehicleHref }: { addVehicleHref: string }) {
  const { t } = useTranslation();
  const addLink = useAddVehicleLink(addVehicleHref);
  return (
    <Notice
      action={
        <ButtonLink {...addLink} variant="secondary" icon={<Plus size={18} aria-hidden="true" />}>
          {t('rides.create.addVehicle')}
        </ButtonLink>
      }
    >
      {t('rides.create.noVehicles')}
    </Notice>
  );
}

/**
 * VehiclePicker chooses the ride's vehicle from mine as radio cards, with "Add new" (alone when I have none:
 * NoVehicleNotice above the form says so). Coming back from adding one picks it; a single vehicle is picked at once.
 */
export function VehiclePicker({ vehicles, renderVehicle, addVehicleHref, onRetry }: VehiclePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const { control } = useFormContext<RideFormValues>();
  const { field, fieldState } = useController({ control, name: 'vehicleId' });
  const { onChange, value } = field;
  const setAwaiting = useRideDraftStore((s) => s.setAwaitingVehicle);

  useEffect(() => {
    if (!vehicles) return;
    const { awaitingVehicle } = useRideDraftStore.getState();
    if (awaitingVehicle && vehicles.length > 0) onChange(vehicles[0].VehicleId);
    else if (value !== null && !vehicles.some((v) => v.VehicleId === value))
      onChange(vehicles.length === 1 ? vehicles[0].VehicleId : null);
    else if (value === null && vehicles.length === 1) onChange(vehicles[0].VehicleId);
    setAwaiting(false);
  }, [vehicles]); // eslint-disable-line react-hooks/exhaustive-deps -- only when the list arrives

  const error = fieldState.error?.message;
  const addLink = useAddVehicleLink(addVehicleHref);

  return (
    <fieldset
      className="chips"
      role="radiogroup"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      {/* The section's heading says it already; the legend still names the group for screen readers. */}
      <legend className="sr-only">{t('rides.fields.vehicle')}</legend>
      {onRetry ? (
        <div className="form-error form-error--stack" role="alert">
          <span>{t('rides.create.vehiclesFailed')}</span>
          <Button variant="secondary" className="btn--small" onClick={onRetry}>
            {t('rides.list.retry')}
          </Button>
        </div>
      ) : !vehicles ? (
        <div className="inline-loader" role="status">
          <Spinner size="sm" />
          <span>{t('rides.create.vehiclesLoading')}</span>
        </div>
      ) : (
        <div className="vehicle-options">
          {vehicles.map((vehicle, i) => {
            const checked = value === vehicle.VehicleId;
            return (
              <label key={vehicle.VehicleId} className={clsx('vehicle-option', checked && 'vehicle-option--checked')}>
                <input
                  type="radio"
                  name={field.name}
                  className="sr-only"
                  ref={i === 0 ? field.ref : undefined}
                  checked={checked}
                  onChange={() => onChange(vehicle.VehicleId)}
                  onBlur={field.onBlur}
                />
                {renderVehicle(vehicle, checked)}
              </label>
            );
          })}
          <Link {...addLink} className="vehicle-option vehicle-option--add">
            <Plus size={20} aria-hidden="true" />
            <span>{t('rides.create.addNew')}</span>
          </Link>
        </div>
      )}
      <FieldError id={`${id}-error`} field="vehicleId" code={error} />
    </fieldset>
  );
}
