import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

import { BareLayout, FullLayout, PlainLayout } from '@/components/layouts/layouts';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { paths } from '@/config/paths';

import { ErrorFallback } from './error-fallback';
import { RedirectIfSignedIn, RequireAuth } from './guards';
import { SessionWatch } from './session-watch';

type Page = { default: ComponentType };

// Every screen is its own chunk, loaded when the route is first visited.
const page = (load: () => Promise<Page>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/**
 * routes is the whole route table (PRODUCT.md §3). Guards are pathless layout routes: RequireAuth for the
 * Full layout and profile/*, RedirectIfSignedIn for sign-in and sign-up only.
 */
export const routes: RouteObject[] = [
  {
    element: <SessionWatch />,
    errorElement: <ErrorFallback />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      {
        element: <RequireAuth />,
        children: [
          {
            element: <FullLayout />,
            children: [
              { path: paths.home.path, ...page(() => import('./routes/home')) },
              { path: paths.parcelCreate.path, ...page(() => import('./routes/parcels/parcel-create')) },
              { path: paths.parcel.path, ...page(() => import('./routes/parcels/parcel')) },
              { path: paths.rideCreate.path, ...page(() => import('./routes/rides/ride-create')) },
              { path: paths.ride.path, ...page(() => import('./routes/rides/ride')) },
              { path: paths.rideRequested.path, ...page(() => import('./routes/rides/ride-requests')) },
              { path: paths.availableParcels.path, ...page(() => import('./routes/available/available-parcels')) },
              { path: paths.availableDrivers.path, ...page(() => import('./routes/available/available-drivers')) },
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
              { path: paths.profile.path, ...page(() => import('./routes/profile/profile')) },
              { path: paths.profileLanguage.path, ...page(() => import('./routes/profile/language')) },
              { path: paths.profileGeneral.path, ...page(() => import('./routes/profile/general')) },
              { path: paths.profileEmail.path, ...page(() => import('./routes/profile/email')) },
              { path: paths.profilePassword.path, ...page(() => import('./routes/profile/password')) },
              { path: paths.myVehicles.path, ...page(() => import('./routes/profile/vehicles')) },
              { path: paths.newVehicle.path, ...page(() => import('./routes/profile/new-vehicle')) },
              { path: paths.signOut.path, ...page(() => import('./routes/profile/sign-out')) },
              { path: paths.aboutYourself.path, ...page(() => import('./routes/auth/about-yourself')) },
              { path: paths.confirmEmail.path, ...page(() => import('./routes/auth/confirm-email')) },
            ],
          },
          {
            element: <RedirectIfSignedIn />,
            children: [
              { path: paths.signin.path, ...page(() => import('./routes/auth/sign-in')) },
              { path: paths.signup.path, ...page(() => import('./routes/auth/sign-up')) },
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
          { path: paths.confirmDelivery.path, ...page(() => import('./routes/delivery/confirm-delivery')) },
          { path: paths.feedback.path, ...page(() => import('./routes/delivery/feedback')) },
          { path: paths.feedbackConfirmation.path, ...page(() => import('./routes/delivery/feedback-confirmation')) },
        ],
      },
    ],
  },
];
