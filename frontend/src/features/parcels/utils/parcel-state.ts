import { paths } from '@/config/paths';
import type { ParcelStatus } from '@/types/api';

/** ACTIVE_PARCEL are the states of a parcel still under way; the rest are history. */
export const ACTIVE_PARCEL: readonly ParcelStatus[] = ['New', 'Accepted', 'In Transit'];

/** postAgainHref opens the parcel form prefilled from this parcel (the form reads ?from=). */
export const postAgainHref = (parcelId: number) => `${paths.parcelCreate.getHref()}?from=${parcelId}`;
