import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Vehicle } from '@/types/api';

import { vehicleKeys } from './get-vehicles';

/** deleteVehicle removes one of my vehicles; 409 vehicle_in_use while a planned ride uses it. */
export const deleteVehicle = (vehicleId: number) =>
  api.delete<{ VehicleId: number }>('/api/profile/vehicle/delete', { vehicleId });

/** useDeleteVehicle removes a vehicle and drops it from the cached list at once. */
export function useDeleteVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVehicle,
    onSuccess: ({ VehicleId }) => {
      queryClient.setQueryData<Vehicle[]>(vehicleKeys.list(), (list) => list?.filter((v) => v.VehicleId !== VehicleId));
      void queryClient.invalidateQueries({ queryKey: vehicleKeys.all });
    },
  });
}
