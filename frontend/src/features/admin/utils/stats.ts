import type { ParcelStatus, RideStatus } from '@/types/api';

/** PARCEL_STATUSES in the order a parcel goes through them. */
export const PARCEL_STATUSES = [
  'New',
  'Accepted',
  'In Transit',
  'Delivered',
  'Failed',
  'Cancelled',
  'Expired',
] as const satisfies readonly ParcelStatus[];

/** RIDE_STATUSES in the order a ride goes through them. */
export const RIDE_STATUSES = [
  'Planned',
  'In Progress',
  'Completed',
  'Cancelled',
  'Expired',
] as const satisfies readonly RideStatus[];

/** StatusCount is how many items are in one state. */
export interface StatusCount<S extends string> {
  status: S;
  count: number;
}

/**
 * countsByStatus lists the counts of the figures in the states' own order, each known state once (0 when the server
 * names none), and leaves out states the app does not know. total is the sum over every state the server sent.
 */
export function countsByStatus<S extends string>(
  counts: Record<string, number> | null | undefined,
  order: readonly S[],
): { items: StatusCount<S>[]; total: number } {
  const source = counts ?? {};
  const items = order.map((status) => ({ status, count: source[status] ?? 0 }));
  const total = Object.values(source).reduce((sum, n) => sum + (Number.isFinite(n) ? n : 0), 0);
  return { items, total };
}
