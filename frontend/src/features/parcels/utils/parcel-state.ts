import { paths } from '@/config/paths';
import type { ParcelStatus } from '@/types/api';

/** ACTIVE_PARCEL are the states of a parcel still under way; the rest are history. */
export const ACTIVE_PARCEL: readonly ParcelStatus[] = ['New', 'Accepted', 'In Transit'];

/** postAgainHref opens the parcel form prefilled from this parcel (the form reads ?from=). */
export const postAgainHref = (parcelId: number) => `${paths.parcelCreate.getHref()}?from=${parcelId}`;

/** PARCEL_REQUESTS_ID is the id of the Parcel screen's Requests section, where the next step takes the sender. */
export const PARCEL_REQUESTS_ID = 'parcel-requests';

/** PendingAsk is a pending request of my New parcel: who the driver is and whether they offered (or I asked). */
export interface PendingAsk {
  name: string;
  offered: boolean;
}
