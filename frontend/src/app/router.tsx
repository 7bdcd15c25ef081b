import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';

import { BareLayout, FullLayout, PlainLayout } from '@/components/layouts/layouts';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { paths } from '@/config/paths';
import { MessagesLink } from '@/features/messages/components/messages-link';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { withAllStrings } from '@/lib/lazy-with-strings';

import { ErrorFallback } from './error-fallback';
import { RedirectIfSignedIn, RequireAuth } from './guards';
import { HomeSwitch } from './home-switch';
import {
  loaderOf,
  prefetchAdmin,
  prefetchAlerts,
  prefetchAvailableDrivers,
  prefetchAvailableParcels,
  prefetchBlocked,
  prefetchConversation,
  prefetchDelivery,
  prefetchHome,
  prefetchMessages,
  prefetchNotifications,
  prefetchNotificationSettings,
  prefetchParcel,
  prefetchParcelCreate,
  prefetchProfile,
  prefetchRide,
  prefetchRideRequests,
  prefetchUser,
  prefetchVehicles,
  type Prefetch,
} from './route-loaders';
import { SessionWatch } from './session-watch';

type Page = { default: ComponentType };

// Every screen is its own chunk, loaded when the route is first visited. A loader, beside it, starts the screen's
// data at the same time (route-loaders.ts). An entry screen (vite.config.ts ENTRY_PAGES) has its strings in the
// first part; every other screen also waits for the rest (withAllStrings).
const entry = (load: () => Promise<Page>, loader?: LoaderFunction): Pick<RouteObject, 'lazy' | 'loader'> => ({
  lazy: async () => ({ Component: (await load()).default }),
  loader,
});
const page = (load: () => Promise<Page>, loader?: LoaderFunction) => entry(withAllStrings(load), loader);

/**
 * createRoutes is the whole route table (docs/product.md §3); its loaders prefetch into queryClient. Guards are pathless
 * layout routes: RequireAuth for the Full layout's private screens and profile/*, RedirectIfSignedIn for sign-in and
 * sign-up only. Home, the available lists and public cards are open to signed-out visitors.
 */
export const createRoutes = (queryClient: QueryClient): RouteObject[] => {
  const loader = (prefetch: Prefetch, options?: { open?: boolean }) => loaderOf(queryClient, prefetch, options);
  const open = { open: true };
  return [
    {
      element: <SessionWatch />,
      errorElement: <ErrorFallback />,
      hydrateFallbackElement: <FullPageLoader />,
      children: [
        {
          element: (
            <FullLayout
              bell={
                <>
                  <MessagesLink />
                  <NotificationBell />
                </>
              }
            />
          ),
          children: [
            // Public (docs/product.md §2 "Public browsing"): the search, its lists and public cards work signed out.
            { path: paths.home.path, element: <HomeSwitch />, loader: loader(prefetchHome) },
            {
              path: paths.availableParcels.path,
              ...entry(() => import('./routes/available/available-parcels'), loader(prefetchAvailableParcels, open)),
            },
            {
              path: paths.availableDrivers.path,
              ...entry(() => import('./routes/available/available-drivers'), loader(prefetchAvailableDrivers, open)),
            },
            { path: paths.user.path, ...page(() => import('./routes/users/user'), loader(prefetchUser, open)) },
            { path: paths.sharedRide.path, ...page(() => import('./routes/share/shared-item')) },
            { path: paths.sharedParcel.path, ...page(() => import('./routes/share/shared-item')) },
            {
              element: <RequireAuth />,
              children: [
                {
                  path: paths.parcelCreate.path,
                  ...page(() => import('./routes/parcels/parcel-create'), loader(prefetchParcelCreate)),
                },
                { path: paths.parcel.path, ...page(() => import('./routes/parcels/parcel'), loader(prefetchParcel)) },
                {
                  path: paths.parcelEdit.path,
                  ...page(() => import('./routes/parcels/parcel-edit'), loader(prefetchParcel)),
                },
                {
                  path: paths.rideCreate.path,
                  ...page(() => import('./routes/rides/ride-create'), loader(prefetchVehicles)),
                },
                { path: paths.ride.path, ...page(() => import('./routes/rides/ride'), loader(prefetchRide)) },
                {
                  path: paths.rideEdit.path,
                  ...page(() => import('./routes/rides/ride-edit'), loader(prefetchRide)),
                },
                {
                  path: paths.rideRequested.path,
                  ...page(() => import('./routes/rides/ride-requests'), loader(prefetchRideRequests)),
                },
                {
                  path: paths.notifications.path,
                  ...page(() => import('./routes/notifications'), loader(prefetchNotifications)),
                },
                // The inbox: my conversations, and the open one in the pane beside them from a laptop's width.
                {
                  path: paths.messages.path,
                  ...page(() => import('./routes/messages/messages'), loader(prefetchMessages)),
                  children: [
                    {
                      path: paths.conversation.path,
                      ...page(() => import('./routes/messages/conversation'), loader(prefetchConversation)),
                    },
                  ],
                },
                { path: paths.admin.path, ...page(() => import('./routes/admin'), loader(prefetchAdmin)) },
              ],
            },
          ],
        },
        {
          element: <PlainLayout />,
          children: [
            {
              element: <RequireAuth />,
              children: [
                {
                  path: paths.profile.path,
                  ...page(() => import('./routes/profile/profile'), loader(prefetchProfile)),
                },
                { path: paths.profileLanguage.path, ...page(() => import('./routes/profile/language')) },
                {
                  path: paths.myAlerts.path,
                  ...page(() => import('./routes/profile/alerts'), loader(prefetchAlerts)),
                },
                {
                  path: paths.profileNotifications.path,
                  ...page(() => import('./routes/profile/notifications'), loader(prefetchNotificationSettings)),
                },
                {
                  path: paths.blockedUsers.path,
                  ...page(() => import('./routes/profile/blocked'), loader(prefetchBlocked)),
                },
                { path: paths.deleteAccount.path, ...page(() => import('./routes/profile/delete-account')) },
                { path: paths.profileGeneral.path, ...page(() => import('./routes/profile/general')) },
                { path: paths.profileEmail.path, ...page(() => import('./routes/profile/email')) },
                { path: paths.profilePassword.path, ...page(() => import('./routes/profile/password')) },
                {
                  path: paths.myVehicles.path,
                  ...page(() => import('./routes/profile/vehicles'), loader(prefetchVehicles)),
                },
                { path: paths.newVehicle.path, ...page(() => import('./routes/profile/new-vehicle')) },
                { path: paths.signOut.path, ...page(() => import('./routes/profile/sign-out')) },
                { path: paths.aboutYourself.path, ...page(() => import('./routes/auth/about-yourself')) },
                { path: paths.confirmEmail.path, ...page(() => import('./routes/auth/confirm-email')) },
              ],
            },
            {
              element: <RedirectIfSignedIn />,
              children: [
                { path: paths.signin.path, ...entry(() => import('./routes/auth/sign-in')) },
                { path: paths.signup.path, ...entry(() => import('./routes/auth/sign-up')) },
              ],
            },
            { path: paths.restorePassword.path, ...page(() => import('./routes/auth/restore-password')) },
            { path: paths.newPassword.path, ...page(() => import('./routes/auth/new-password')) },
            { path: paths.restoreAccount.path, ...page(() => import('./routes/auth/restore-account')) },
            { path: '*', ...page(() => import('./routes/not-found')) },
          ],
        },
        {
          element: <BareLayout />,
          children: [
            { path: paths.verifiedEmail.path, ...page(() => import('./routes/auth/verified-email')) },
            // The recipient's screens: public, the signed link in ?token= is the key.
            {
              path: paths.confirmDelivery.path,
              ...page(() => import('./routes/delivery/confirm-delivery'), loader(prefetchDelivery, { open: true })),
            },
            {
              path: paths.feedback.path,
              ...page(() => import('./routes/delivery/feedback'), loader(prefetchDelivery, { open: true })),
            },
            { path: paths.feedbackConfirmation.path, ...page(() => import('./routes/delivery/feedback-confirmation')) },
          ],
        },
      ],
    },
  ];
};
