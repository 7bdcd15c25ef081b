import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router';

import { getReportsQueryOptions } from '@/features/admin/api/get-reports';
import { getStatsQueryOptions } from '@/features/admin/api/get-stats';
import { getAlertsQueryOptions } from '@/features/alerts/api/get-alerts';
import { getAvailableParcelsQueryOptions } from '@/features/available/api/get-available-parcels';
import { getAvailableRidesQueryOptions } from '@/features/available/api/get-available-rides';
import { readSearchFilter } from '@/features/available/api/keys';
import { getDeliveryQueryOptions } from '@/features/delivery/api/get-delivery';
import { getConversationQueryOptions } from '@/features/messages/api/get-conversation';
import { getConversationsQueryOptions } from '@/features/messages/api/get-conversations';
import { getMessagesQueryOptions } from '@/features/messages/api/get-messages';
import { getNotificationSettingsQueryOptions } from '@/features/notifications/api/get-notification-settings';
import { getNotificationsQueryOptions } from '@/features/notifications/api/get-notifications';
import { getParcelQueryOptions, getRepostSourceQueryOptions } from '@/features/parcels/api/get-parcel';
import { getParcelsQueryOptions } from '@/features/parcels/api/get-parcels';
import { getProfileQueryOptions } from '@/features/profile/api/get-profile';
import { getUserCardQueryOptions } from '@/features/profile/api/get-user-card';
import { getRideRequestsQueryOptions } from '@/features/requests/api/get-ride-requests';
import { getRideQueryOptions } from '@/features/rides/api/get-ride';
import { getRidesQueryOptions } from '@/features/rides/api/get-rides';
import { getBlockedQueryOptions } from '@/features/users/api/get-blocked';
import { getReviewsQueryOptions } from '@/features/users/api/get-reviews';
import { getUserQueryOptions } from '@/features/users/api/get-user';
import { getVehiclesQueryOptions } from '@/features/vehicles/api/get-vehicles';
import { idParam } from '@/lib/id-param';
import { prefetchInfiniteQuery, prefetchQuery } from '@/lib/prefetch';
import { isSignedIn } from '@/stores/auth-store';
import { useProfileStore } from '@/stores/profile-store';

// Route loaders start a screen's data while the router downloads the screen's chunk, with the query options the
// screen uses, so the screen finds its answer (or the request in flight). They never wait for it: every screen
// shows its own loading state.

/** Prefetch starts what a screen asks for first, read from its address. */
export type Prefetch = (client: QueryClient, args: LoaderFunctionArgs) => void;

const search = ({ request }: LoaderFunctionArgs) => new URL(request.url).searchParams;

/**
 * loaderOf makes a route's loader from its prefetch. Screens behind sign-in prefetch only for a signed-in user,
 * whom RequireAuth lets through (app/guards.tsx); the recipient's screens and the public search are open. The build's
 * drawing of a screen (prerender.tsx) fetches nothing: it draws the screen as it looks while its data loads.
 */
export const loaderOf =
  (client: QueryClient, prefetch: Prefetch, { open = false } = {}): LoaderFunction =>
  (args) => {
    if (import.meta.env.SSR) return null;
    if (open || isSignedIn()) prefetch(client, args);
    return null;
  };

/** prefetchHome: my parcels and my rides: one is shown, and both count what waits for my answer on the tabs. */
export const prefetchHome: Prefetch = (client) => {
  prefetchQuery(client, getParcelsQueryOptions());
  prefetchQuery(client, getRidesQueryOptions());
};

/** prefetchParcelCreate: the parcel "Post again" starts from (?from=). */
export const prefetchParcelCreate: Prefetch = (client, args) => {
  const from = idParam(search(args).get('from'));
  if (from) prefetchQuery(client, getRepostSourceQueryOptions(from));
};

/** prefetchParcel: the parcel of /parcel/:id. */
export const prefetchParcel: Prefetch = (client, { params }) => {
  const id = idParam(params.id ?? null);
  if (id) prefetchQuery(client, getParcelQueryOptions(id));
};

/** prefetchRide: the ride of /ride/:id. */
export const prefetchRide: Prefetch = (client, { params }) => {
  const id = idParam(params.id ?? null);
  if (id) prefetchQuery(client, getRideQueryOptions(id));
};

/** prefetchRideRequests: the ride of /ride/:id/requested and its requests. */
export const prefetchRideRequests: Prefetch = (client, { params }) => {
  const id = idParam(params.id ?? null);
  if (!id) return;
  prefetchQuery(client, getRideQueryOptions(id));
  prefetchQuery(client, getRideRequestsQueryOptions(id));
};

/** prefetchVehicles: my vehicles (the vehicles list, and the ride form's picker). */
export const prefetchVehicles: Prefetch = (client) => prefetchQuery(client, getVehiclesQueryOptions());

/** prefetchAvailableParcels: the parcels that fit my ride (?rideId=), and the ride; or those of the filters. */
export const prefetchAvailableParcels: Prefetch = (client, args) => {
  const rideId = idParam(search(args).get('rideId'));
  // The search by cities is public; one for my ride only for me (signed out, the screen asks to sign in).
  if (rideId && !isSignedIn()) return;
  if (rideId) prefetchQuery(client, getRideQueryOptions(rideId));
  prefetchInfiniteQuery(client, getAvailableParcelsQueryOptions(rideId ? { rideId } : readSearchFilter(search(args))));
};

/** prefetchAvailableDrivers: the rides that fit my parcel (?parcelId=), and the parcel; or those of the filters. */
export const prefetchAvailableDrivers: Prefetch = (client, args) => {
  const parcelId = idParam(search(args).get('parcelId'));
  if (parcelId && !isSignedIn()) return;
  if (parcelId) prefetchQuery(client, getParcelQueryOptions(parcelId));
  prefetchInfiniteQuery(
    client,
    getAvailableRidesQueryOptions(parcelId ? { parcelId } : readSearchFilter(search(args))),
  );
};

/** prefetchNotifications: my notifications, and my parcels, which tell what each opens. */
export const prefetchNotifications: Prefetch = (client) => {
  prefetchInfiniteQuery(client, getNotificationsQueryOptions());
  prefetchQuery(client, getParcelsQueryOptions());
};

/** prefetchMessages: my conversations. */
export const prefetchMessages: Prefetch = (client) => prefetchQuery(client, getConversationsQueryOptions());

/** prefetchConversation: the conversation of /messages/:id and its newest messages. */
export const prefetchConversation: Prefetch = (client, { params }) => {
  const id = idParam(params.id ?? null);
  if (!id) return;
  prefetchQuery(client, getConversationQueryOptions(id));
  prefetchInfiniteQuery(client, getMessagesQueryOptions(id));
};

/** prefetchAlerts: my saved routes. */
export const prefetchAlerts: Prefetch = (client) => prefetchQuery(client, getAlertsQueryOptions());

/** prefetchNotificationSettings: which kinds I am e-mailed about, and whether Web Push is on. */
export const prefetchNotificationSettings: Prefetch = (client) =>
  prefetchQuery(client, getNotificationSettingsQueryOptions());

/** prefetchProfile: my public card (rating, deliveries), and my profile, which checks the session is still on. */
export const prefetchProfile: Prefetch = (client) => {
  const { userId } = useProfileStore.getState();
  if (userId > 0) prefetchQuery(client, getUserCardQueryOptions(userId));
  prefetchQuery(client, getProfileQueryOptions());
};

/** prefetchDelivery: what the recipient's link (?token=) shows. */
export const prefetchDelivery: Prefetch = (client, args) => {
  const token = search(args).get('token') ?? '';
  if (token) prefetchQuery(client, getDeliveryQueryOptions(token));
};

/** prefetchUser: the public card of /users/:id and the first page of its reviews. */
export const prefetchUser: Prefetch = (client, { params }) => {
  const id = idParam(params.id ?? null);
  if (!id) return;
  prefetchQuery(client, getUserQueryOptions(id));
  prefetchInfiniteQuery(client, getReviewsQueryOptions(id));
};

/** prefetchBlocked: the users I have blocked. */
export const prefetchBlocked: Prefetch = (client) => prefetchQuery(client, getBlockedQueryOptions());

/** prefetchAdmin: the figures and the open reports (the first tab), for an admin only (others: not found). */
export const prefetchAdmin: Prefetch = (client, args) => {
  if (useProfileStore.getState().role !== 'admin') return;
  prefetchQuery(client, getStatsQueryOptions());
  const params = search(args);
  if ((params.get('tab') ?? 'reports') === 'reports')
    prefetchInfiniteQuery(client, getReportsQueryOptions(params.get('status') === 'resolved' ? 'resolved' : 'open'));
};
