import clsx from 'clsx';
import { Bike, Car, Motorbike, Scooter, Trash2, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { Vehicle, VehicleType } from '@/types/api';

import '@/components/ui/button.css';
import './vehicles.css';

const ICONS: Record<VehicleType, LucideIcon> = { car: Car, motorcycle: Motorbike, scooter: Scooter, bicycle: Bike };

/** VehicleIcon is the decorative icon of a vehicle type. */
export function VehicleIcon({ type, size = 24 }: { type: VehicleType; size?: number }) {
  const Icon = ICONS[type] ?? Car;
  return <Icon size={size} aria-hidden="true" />;
}

interface VehicleCardProps {
  vehicle: Vehicle;
  /** onDelete adds a delete button named after the vehicle. */
  onDelete?: (vehicle: Vehicle) => void;
  /** action replaces the delete button (e.g. a check mark on a chosen card). */
  action?: ReactNode;
  className?: string;
}

/**
 * VehicleCard shows one vehicle: its type's icon, model name, type (and body for cars) and plate. It has no
 * heading or landmark of its own, so it also fits inside a label of a radio card.
 */
export function VehicleCard({ vehicle, onDelete, action, className }: VehicleCardProps) {
  const { t } = useTranslation();
  const typeLabel = t(`vehicles.types.${vehicle.vehicleType}`);
  const kind = vehicle.modelType ? `${typeLabel} · ${t(`vehicles.modelTypes.${vehicle.modelType}`)}` : typeLabel;
  const title = vehicle.modelName || typeLabel;

  return (
    <div className={clsx('vehicle-card', className)}>
      <span className={clsx('vehicle-card__icon', `vehicle-card__icon--${vehicle.vehicleType}`)}>
        <VehicleIcon type={vehicle.vehicleType} />
      </span>
      <span className="vehicle-card__body">
        <span className="vehicle-card__title break">{title}</span>
        {title !== kind && <span className="vehicle-card__kind">{kind}</span>}
        {vehicle.idNumber && (
          <span className="plate">
            <span className="sr-only">{t('vehicles.card.plate')}: </span>
            {vehicle.idNumber}
          </span>
        )}
      </span>
      {action}
      {onDelete && !action && (
        <button
          type="button"
          className="icon-button icon-button--danger"
          aria-label={t('vehicles.card.delete', { name: [title, vehicle.idNumber].filter(Boolean).join(' ') })}
          onClick={() => onDelete(vehicle)}
        >
          <Trash2 size={20} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
