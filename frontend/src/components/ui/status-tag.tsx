import { useTranslation } from 'react-i18next';

import { parcelStatusText, requestStatusText, rideStatusText, type StatusText } from '@/lib/status';
import type { DeliveryRequest, ParcelStatus, RideStatus } from '@/types/api';

import './status-tag.css';

/** StatusTag is a small coloured pill naming a state (lib/status words and colours it). */
export function StatusTag({ status }: { status: StatusText }) {
  return <span className={`tag tag--${status.tone}`}>{status.label}</span>;
}

/** ParcelStatusTag names a parcel's state in its colour (docs/product.md §3). */
export function ParcelStatusTag({ status }: { status: ParcelStatus }) {
  useTranslation(); // re-render when the language changes
  return <StatusTag status={parcelStatusText(status)} />;
}

/** RideStatusTag names a ride's state in its colour (docs/product.md §3). */
export function RideStatusTag({ status }: { status: RideStatus }) {
  useTranslation();
  return <StatusTag status={rideStatusText(status)} />;
}

/** RequestStatusTag words a request's state from my side, in its colour. */
export function RequestStatusTag({ request }: { request: DeliveryRequest }) {
  useTranslation();
  return <StatusTag status={requestStatusText(request)} />;
}
