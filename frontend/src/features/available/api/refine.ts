import type { ParcelSize, VehicleType } from '@/types/api';

import type { Refine, SearchFilter } from './keys';

/**
 * The sidebar's filters in the address, kept out of keys.ts, which the entry chunk carries for the routes' prefetch:
 * a search narrowed by them is fetched by its screen. SIZES and VEHICLES are the values of ?size= and ?vehicle=.
 */
export const SIZES = ['S', 'M', 'L', 'XL'] as const satisfies readonly ParcelSize[];
export const VEHICLES = ['car', 'motorcycle', 'scooter', 'bicycle'] as const satisfies readonly VehicleType[];

/** numberIn reads a number from lo to hi with at most `decimals` digits after the point. */
const numberIn = (v: string | null, hi: number, decimals: number, lo = 0) => {
  const n = v?.trim() ? Number(v) : NaN;
  return n >= lo && n <= hi && Number(n.toFixed(decimals)) === n ? n : undefined;
};

/** readRefine reads the Refine filters from the address; a value the server would refuse is left out. */
export const readRefine = (params: URLSearchParams): Refine => ({
  size: SIZES.find((s) => s === params.get('size')),
  vehicle: VEHICLES.find((v) => v === params.get('vehicle')),
  minRating: numberIn(params.get('minRating'), 5, 1, 1),
  maxDetour: numberIn(params.get('maxDetour'), 10000, 0),
});

/** mineFilter is what a search for my ride or parcel takes of the address: its order and the Refine filters. */
export const mineFilter = ({ from: _f, to: _t, date: _d, instant: _i, ...rest }: SearchFilter): SearchFilter => rest;

/** RATINGS and DETOURS are the choices the sidebar offers (the server takes any rating 1–5, any detour in km). */
export const RATINGS = [3, 4, 4.5] as const;
export const DETOURS = [0, 10, 25, 50] as const;
/** REFINE_KEYS are the address's names of the Refine filters. */
export const REFINE_KEYS = ['size', 'vehicle', 'minRating', 'maxDetour'] as const satisfies readonly (keyof Refine)[];

/** writeRefine sets the Refine filters in q (a filter left undefined is taken out of it). */
export function writeRefine(q: URLSearchParams, refine: Refine) {
  for (const k of REFINE_KEYS) {
    const v = refine[k];
    if (v === undefined) q.delete(k);
    else q.set(k, String(v));
  }
  return q;
}

/** refineCount is how many of the filters a list of kind offers are set (size on parcels, vehicle on rides). */
export function refineCount(refine: Refine, kind: 'parcels' | 'rides') {
  return REFINE_KEYS.filter((k) => refine[k] !== undefined && k !== (kind === 'parcels' ? 'vehicle' : 'size')).length;
}
