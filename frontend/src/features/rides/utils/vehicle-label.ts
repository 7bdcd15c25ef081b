import type { TFunction } from 'i18next';

import type { Vehicle } from '@/types/api';

/** vehicleLabel names a vehicle: its model ("Toyota Corolla"), and a line of its kind and plate ("Sedan · AA 1234 BB"). */
export function vehicleLabel(vehicle: Vehicle, t: TFunction): { name: string; meta: string } {
  const kind = vehicle.modelType
    ? t(`vehicles.modelTypes.${vehicle.modelType}`)
    : t(`vehicles.types.${vehicle.vehicleType}`);
  const name = vehicle.modelName || kind;
  const meta = [vehicle.modelName ? kind : '', vehicle.idNumber].filter(Boolean).join(' · ');
  return { name, meta };
}
