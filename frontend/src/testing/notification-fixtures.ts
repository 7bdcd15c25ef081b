import type { Notification, PublicCard } from '@/types/api';

/** iryna is a sender's public card, as notifications name their actor. */
export const iryna: PublicCard = {
  userId: 8,
  name: 'Iryna',
  surname: 'B.',
  profilePicture: '',
  rating: { average: 0, count: 0 },
  senderRating: { average: 0, count: 0 },
  deliveries: 0,
  sent: 0,
  memberSince: '2025-03',
  answers: null,
  cancellations: null,
};

/** notificationFixture is an unread request_received of Iryna's parcel 41 for ride 3, unless told otherwise. */
export const notificationFixture = (over: Partial<Notification> = {}): Notification => ({
  notificationId: 1,
  kind: 'request_received',
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  readAt: null,
  parcelId: 41,
  rideId: 3,
  requestId: 9,
  actor: iryna,
  ...over,
});
