import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { DAY_TIME } from '@/components/ui/date-text';
import { addressSchema, checkRoute, toAddressInput } from '@/lib/address';
import { api } from '@/lib/api-client';
import { toDateTimeInput } from '@/lib/format';
import { PARCEL_TYPES } from '@/lib/parcel-types';
import type { NewRide, Ride } from '@/types/api';

import { rideKeys, syncRide } from './get-rides';
import { checkRepeat, emptyRepeat, toRepeat } from './ride-repeat';

/** RIDE_LIMITS are the server's limits (docs/product.md §7). */
export const RIDE_LIMITS = { capacityMin: 1, capacityMax: 20, streetMax: 100 } as const;

/** SERVER_FIELDS maps the server's field names onto the form's where they differ. */
export const SERVER_FIELDS = {
  'departureAddress.placeId': 'departureAddress.place',
  'arrivalAddress.placeId': 'arrivalAddress.place',
} as const;

/** departureRange is the span of departures the server takes: from now to a year ahead (local, to the minute). */
export function departureRange(now = new Date()): { min: string; max: string } {
  const max = new Date(now);
  max.setFullYear(max.getFullYear() + 1);
  return { min: toDateTimeInput(now), max: toDateTimeInput(max) };
}

/** rideSchema holds the rules of docs/product.md §7 for a ride; messages are field codes FieldError translates. */
export const rideSchema = z
  .object({
    departureAddress: addressSchema,
    arrivalAddress: addressSchema,
    departureDate: z.string(),
    arrivalDate: z.string(),
    capacity: z.string(),
    parcelsTypes: z.array(z.enum(PARCEL_TYPES)),
    vehicleId: z.nullable(z.number()),
    repeat: z.object({ on: z.boolean(), weekdays: z.array(z.number()), until: z.string() }),
    instant: z.optional(z.boolean()),
  })
  .check(
    z.superRefine((v, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: path.split('.'), message, input: v });
      checkRoute(v, ['departureAddress', 'arrivalAddress'], RIDE_LIMITS.streetMax, issue);
      const departure = new Date(v.departureDate).getTime();
      const { max } = departureRange();
      if (v.departureDate === '') issue('departureDate', 'required');
      else if (!DAY_TIME.test(v.departureDate) || Number.isNaN(departure)) issue('departureDate', 'invalid');
      else if (departure <= Date.now()) issue('departureDate', 'in_past');
      else if (departure > new Date(max).getTime()) issue('departureDate', 'too_far');
      if (v.arrivalDate !== '' && !DAY_TIME.test(v.arrivalDate)) issue('arrivalDate', 'invalid');
      else if (v.arrivalDate !== '' && !Number.isNaN(departure) && new Date(v.arrivalDate).getTime() <= departure) {
        issue('arrivalDate', 'before_departure');
      }
      const capacity = v.capacity.trim();
      if (capacity === '') issue('capacity', 'required');
      else if (
        !/^\d+$/.test(capacity) ||
        Number(capacity) < RIDE_LIMITS.capacityMin ||
        Number(capacity) > RIDE_LIMITS.capacityMax
      ) {
        issue('capacity', 'out_of_range');
      }
      if (v.vehicleId === null) issue('vehicleId', 'choose_vehicle');
      checkRepeat(v.repeat, v.departureDate, issue);
    }),
  );

/** RideFormValues is what the ride form holds (and its draft keeps): cities as places, times as typed. */
export type RideFormValues = z.input<typeof rideSchema>;

/** emptyRide is a blank form; four parcels fit most car boots. */
export const emptyRide: RideFormValues = {
  departureAddress: { place: null, street: '' },
  arrivalAddress: { place: null, street: '' },
  departureDate: '',
  arrivalDate: '',
  capacity: '4',
  parcelsTypes: [],
  vehicleId: null,
  repeat: emptyRepeat,
  instant: false,
};

/** toRideTrip is what creating and editing a ride both send of the form; local times become RFC 3339 instants. */
export function toRideTrip(v: RideFormValues) {
  return {
    departureAddress: toAddressInput(v.departureAddress),
    departureDate: new Date(v.departureDate).toISOString(),
    arrivalAddress: toAddressInput(v.arrivalAddress),
    arrivalDate: v.arrivalDate ? new Date(v.arrivalDate).toISOString() : '',
    capacity: Number(v.capacity.trim()),
    parcelsTypes: v.parcelsTypes,
  };
}

/** toNewRide turns valid form values into the request. */
export function toNewRide(v: RideFormValues): NewRide {
  return {
    ...toRideTrip(v),
    vehicleId: v.vehicleId ?? 0,
    repeat: toRepeat(v.repeat),
    instant: v.instant || undefined, // left out unless ticked
  };
}

/** createRide publishes a ride (with repeat, a series answered by its first ride); 403 email_not_verified until the driver's e-mail is verified. */
export const createRide = (ride: NewRide) => api.post<Ride>('/api/rides', ride);

/** useCreateRide publishes and puts the new ride first in my list. */
export function useCreateRide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRide,
    onSuccess: (ride) => {
      syncRide(queryClient, ride, { created: true });
      return queryClient.invalidateQueries({ queryKey: rideKeys.list() });
    },
  });
}
