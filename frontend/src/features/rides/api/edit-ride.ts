import { useMutation, useQueryClient } from '@tanstack/react-query';

import { placeOfAddress } from '@/lib/address';
import { api } from '@/lib/api-client';
import { toDateTimeInput } from '@/lib/format';
import type { ParcelType, Ride, RideEdit } from '@/types/api';

import { emptyRide, toRideTrip, type RideFormValues } from './create-ride';
import { rideKeys, syncRide } from './get-rides';

/** editValues fills the ride form from my Planned ride to change it (no repeat: a ride is edited alone). */
export function editValues(r: Ride): RideFormValues {
  return {
    ...emptyRide,
    departureAddress: { place: placeOfAddress(r.departureAddress), street: r.departureAddress.street },
    arrivalAddress: { place: placeOfAddress(r.arrivalAddress), street: r.arrivalAddress.street },
    departureDate: toDateTimeInput(new Date(r.departureDate)),
    arrivalDate: r.arrivalDate ? toDateTimeInput(new Date(r.arrivalDate)) : '',
    capacity: String(r.capacity),
    parcelsTypes: (r.parcelsTypes ?? []) as ParcelType[],
    vehicleId: r.vehicleId,
    instant: r.instant,
  };
}

/** toRideEdit turns valid form values into what PATCH /api/rides/{id} takes; local times become RFC 3339. */
export function toRideEdit(v: RideFormValues): RideEdit {
  return { ...toRideTrip(v), instant: v.instant ?? false };
}

/**
 * editRide changes my Planned ride (docs/product.md §5 Editing): 409 ride_has_parcels for new cities once a parcel
 * is accepted, 400 capacity below_accepted, 409 invalid_state once it is not Planned.
 */
export const editRide = ({ id, ride }: { id: number; ride: RideEdit }) => api.patch<Ride>(`/api/rides/${id}`, ride);

/** useEditRide saves the change; the ride's screen, its requests (some may have expired) and my list show it. */
export function useEditRide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editRide,
    onSuccess: (ride) => {
      syncRide(queryClient, ride);
      queryClient.setQueryData(rideKeys.detail(ride.rideId), (old: Ride | undefined) => ({ ...old, ...ride }));
      return queryClient.invalidateQueries();
    },
  });
}
