import type { Parcel } from '@/types/api';

/** Arrival is when a parcel should arrive: the ride's estimate at its city (an instant), or its deliver-by day. */
export type Arrival = { kind: 'eta'; at: string } | { kind: 'by'; day: string };

/**
 * ParcelWhereabouts is who has one of my parcels and when it should arrive: with me until the driver picks it up
 * (at `pickupAt` when planned or estimated), then with the driver.
 */
export type ParcelWhereabouts =
  | { holder: 'me'; driverFound: false }
  | { holder: 'me'; driverFound: true; pickupAt?: string; arrival?: Arrival }
  | { holder: 'driver'; driver?: string; arrival?: Arrival };

type WhereaboutsFields = Pick<Parcel, 'status' | 'deliveryDate' | 'pickupPlan' | 'pickupEta' | 'dropoffEta' | 'driver'>;

const arrivalOf = (p: WhereaboutsFields): Arrival | undefined => {
  if (p.dropoffEta) return { kind: 'eta', at: p.dropoffEta };
  if (p.deliveryDate) return { kind: 'by', day: p.deliveryDate };
  return undefined;
};

/**
 * parcelWhereabouts says where an active parcel is from what my list of parcels holds; a finished one has none.
 * The list names the driver carrying it (their card) and the estimates along the ride.
 */
export function parcelWhereabouts(p: WhereaboutsFields): ParcelWhereabouts | null {
  switch (p.status) {
    case 'New':
      return { holder: 'me', driverFound: false };
    case 'Accepted':
      return {
        holder: 'me',
        driverFound: true,
        pickupAt: p.pickupPlan?.at ?? p.pickupEta ?? undefined,
        arrival: arrivalOf(p),
      };
    case 'In Transit':
      return { holder: 'driver', ...(p.driver ? { driver: p.driver.name } : {}), arrival: arrivalOf(p) };
    default:
      return null;
  }
}
