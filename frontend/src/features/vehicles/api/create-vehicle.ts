import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { api } from '@/lib/api-client';
import type { CarModelType, Vehicle, VehicleType } from '@/types/api';

import { vehicleKeys } from './get-vehicles';

/** VEHICLE_TYPES lists the kinds of vehicle, in the order the form offers them. */
export const VEHICLE_TYPES = ['car', 'motorcycle', 'scooter', 'bicycle'] as const satisfies readonly VehicleType[];
/** CAR_MODEL_TYPES lists car bodies (cars only). */
export const CAR_MODEL_TYPES = [
  'van',
  'sedan',
  'minivan',
  'pickup',
  'roadster',
] as const satisfies readonly CarModelType[];

/** VEHICLE_LIMITS are the server's length limits. */
export const VEHICLE_LIMITS = { modelNameMax: 50, idNumberMax: 20 } as const;

/** isMotorised tells whether a type needs a model name and a plate (cars and motorcycles). */
export const isMotorised = (type: string): boolean => type === 'car' || type === 'motorcycle';

const PLATE_PATTERN = /^[\p{L}\p{Nd} -]+$/u;
const length = (value: string) => [...value].length;

/**
 * vehicleSchema mirrors the server: a type is required; cars need a model type; cars and motorcycles need a
 * model name (≤50) and a plate (≤20, letters, digits, spaces, hyphens). Fields a type doesn't use are sent
 * empty. Messages are field codes that FieldError translates.
 */
export const vehicleSchema = z
  .object({
    // Radio groups read as null while nothing is checked (or the group is hidden).
    vehicleType: z.nullish(z.string()),
    modelType: z.nullish(z.string()),
    modelName: z.string().check(z.trim()),
    idNumber: z.string().check(z.trim()),
  })
  .check(
    z.superRefine((v, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message, input: v });
      const type = v.vehicleType ?? '';
      if (!(VEHICLE_TYPES as readonly string[]).includes(type)) issue('vehicleType', type ? 'invalid' : 'required');
      if (type === 'car' && !(CAR_MODEL_TYPES as readonly string[]).includes(v.modelType ?? ''))
        issue('modelType', 'required');
      const required = isMotorised(type);
      if (required && v.modelName === '') issue('modelName', 'required');
      else if (length(v.modelName) > VEHICLE_LIMITS.modelNameMax) issue('modelName', 'too_long');
      if (required && v.idNumber === '') issue('idNumber', 'required');
      else if (length(v.idNumber) > VEHICLE_LIMITS.idNumberMax) issue('idNumber', 'too_long');
      else if (v.idNumber !== '' && !PLATE_PATTERN.test(v.idNumber)) issue('idNumber', 'invalid');
    }),
  );
export type VehicleInput = z.input<typeof vehicleSchema>;

/** NewVehicle is what POST /api/profile/vehicle takes. */
export type NewVehicle = Omit<Vehicle, 'VehicleId'>;

/** toNewVehicle drops what the chosen type does not use. */
export function toNewVehicle(v: VehicleInput): NewVehicle {
  const type = v.vehicleType as VehicleType;
  return {
    vehicleType: type,
    modelType: type === 'car' ? ((v.modelType ?? '') as CarModelType) : '',
    modelName: v.modelName.trim(),
    idNumber: v.idNumber.trim(),
  };
}

/** createVehicle adds a vehicle to my profile. */
export const createVehicle = (vehicle: NewVehicle) => api.post<Vehicle>('/api/profile/vehicle', vehicle);

/** useCreateVehicle adds a vehicle and puts it first in the cached list, then refreshes the list. */
export function useCreateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVehicle,
    onSuccess: (created) => {
      queryClient.setQueryData<Vehicle[]>(vehicleKeys.list(), (list) => (list ? [created, ...list] : list));
      void queryClient.invalidateQueries({ queryKey: vehicleKeys.all });
    },
  });
}
