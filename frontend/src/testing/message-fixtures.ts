import type { Conversation, Message, MessagesPage, PublicCard } from '@/types/api';

/** oleh is a driver's public card, the other side of the conversations below. */
export const oleh: NonNullable<PublicCard> = {
  userId: 9,
  name: 'Oleh',
  surname: 'S.',
  profilePicture: '',
  rating: { average: 4.5, count: 2 },
  senderRating: { average: 0, count: 0 },
  deliveries: 2,
  sent: 0,
  memberSince: '2025-03',
  answers: null,
  cancellations: null,
};

/** messageFixture is Oleh's message 1 in conversation 5, sent five minutes ago, unless told otherwise. */
export const messageFixture = (over: Partial<Message> = {}): Message => ({
  messageId: 1,
  conversationId: 5,
  authorId: oleh.userId,
  text: 'Hello! I can take it.',
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  mine: false,
  ...over,
});

/** conversationFixture is my (the sender's) open conversation 5 with Oleh about parcel 41 on ride 3. */
export const conversationFixture = (over: Partial<Conversation> = {}): Conversation => ({
  conversationId: 5,
  parcelId: 41,
  rideId: 3,
  role: 'sender',
  other: oleh,
  route: { from: 'Kyiv', to: 'Lviv' },
  lastMessage: messageFixture(),
  unread: 1,
  open: true,
  contactsShared: false,
  ...over,
});

/** pageOf is a page of messages as the server sends it: newest first. */
export const pageOf = (items: Message[], nextCursor: string | null = null): MessagesPage => ({
  items: [...items].sort((a, b) => b.messageId - a.messageId),
  nextCursor,
});
