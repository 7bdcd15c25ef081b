// withQuery adds the set values of params to a path as its query.
const withQuery = (path: string, params: Record<string, string | number | undefined>): string => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') query.set(key, String(value));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
};

/**
 * paths names every route of the app. `path` is the router pattern; `getHref` builds a link.
 * Screens of later issues are named here already so links to them never change.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },

  parcel: { path: '/parcel/:id', getHref: (id: number | string) => `/parcel/${id}` },
  parcelCreate: {
    path: '/parcel',
    // from: an earlier parcel of mine to start the form from ("Post again").
    getHref: (params: { from?: number } = {}) => withQuery('/parcel', params),
  },
  parcelEdit: { path: '/parcel/:id/edit', getHref: (id: number | string) => `/parcel/${id}/edit` },
  ride: { path: '/ride/:id', getHref: (id: number | string) => `/ride/${id}` },
  rideEdit: { path: '/ride/:id/edit', getHref: (id: number | string) => `/ride/${id}/edit` },
  rideCreate: { path: '/ride', getHref: () => '/ride' },
  rideRequested: { path: '/ride/:id/requested', getHref: (id: number | string) => `/ride/${id}/requested` },
  availableParcels: {
    path: '/available-parcels',
    // rideId: one of my rides to match parcels against; else from/to (place ids) and date filters.
    getHref: (params: { rideId?: number; from?: number; to?: number; date?: string } = {}) =>
      withQuery('/available-parcels', params),
  },
  availableDrivers: {
    path: '/available-drivers',
    // parcelId: one of my parcels to match rides against; else from/to (place ids) and date filters.
    getHref: (params: { parcelId?: number; from?: number; to?: number; date?: string } = {}) =>
      withQuery('/available-drivers', params),
  },
  notifications: { path: '/notifications', getHref: () => '/notifications' },
  messages: { path: '/messages', getHref: () => '/messages' },
  conversation: { path: '/messages/:id', getHref: (id: number | string) => `/messages/${id}` },
  user: { path: '/users/:id', getHref: (id: number | string) => `/users/${id}` },
  sharedRide: { path: '/share/ride/:id', getHref: (id: number | string) => `/share/ride/${id}` },
  sharedParcel: { path: '/share/parcel/:id', getHref: (id: number | string) => `/share/parcel/${id}` },
  admin: { path: '/admin', getHref: () => '/admin' },

  profile: { path: '/profile', getHref: () => '/profile' },
  profileGeneral: { path: '/profile/general', getHref: () => '/profile/general' },
  profileEmail: { path: '/profile/email', getHref: () => '/profile/email' },
  profilePassword: { path: '/profile/password', getHref: () => '/profile/password' },
  myVehicles: { path: '/profile/vehicles', getHref: () => '/profile/vehicles' },
  newVehicle: {
    path: '/profile/new-vehicle',
    // next: an in-app path to go to once the vehicle is saved (or skipped); slashes stay readable.
    getHref: (next?: string) =>
      next ? `/profile/new-vehicle?next=${encodeURIComponent(next).replace(/%2F/g, '/')}` : '/profile/new-vehicle',
  },
  profileLanguage: { path: '/profile/language', getHref: () => '/profile/language' },
  myAlerts: { path: '/profile/alerts', getHref: () => '/profile/alerts' },
  profileNotifications: { path: '/profile/notifications', getHref: () => '/profile/notifications' },
  blockedUsers: { path: '/profile/blocked', getHref: () => '/profile/blocked' },
  deleteAccount: { path: '/profile/delete', getHref: () => '/profile/delete' },
  signOut: { path: '/profile/signout', getHref: () => '/profile/signout' },

  signin: { path: '/signin', getHref: () => '/signin' },
  restorePassword: { path: '/signin/restore-password', getHref: () => '/signin/restore-password' },
  newPassword: { path: '/signin/new-password', getHref: () => '/signin/new-password' },
  restoreAccount: { path: '/signin/restore-account', getHref: () => '/signin/restore-account' },
  signup: { path: '/signup', getHref: () => '/signup' },
  aboutYourself: { path: '/signup/about-yourself', getHref: () => '/signup/about-yourself' },
  confirmEmail: { path: '/signup/confirm-email', getHref: () => '/signup/confirm-email' },
  verifiedEmail: { path: '/signup/verified-email', getHref: () => '/signup/verified-email' },

  // token: the recipient's signed link token, kept in the address from screen to screen.
  confirmDelivery: {
    path: '/confirm-delivery',
    getHref: (token?: string) => (token ? `/confirm-delivery?token=${encodeURIComponent(token)}` : '/confirm-delivery'),
  },
  feedback: {
    path: '/confirm-delivery/feedback',
    getHref: (token?: string) =>
      token ? `/confirm-delivery/feedback?token=${encodeURIComponent(token)}` : '/confirm-delivery/feedback',
  },
  feedbackConfirmation: {
    path: '/confirm-delivery/feedback-confirmation',
    getHref: () => '/confirm-delivery/feedback-confirmation',
  },
} as const;
