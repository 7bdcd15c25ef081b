/** userKeys is the query-key factory of the users feature (public cards, reviews, blocks). */
export const userKeys = {
  all: ['users'] as const,
  card: (userId: number) => [...userKeys.all, 'card', userId] as const,
  reviews: (userId: number) => [...userKeys.all, 'reviews', userId] as const,
  listings: (userId: number) => [...userKeys.all, 'listings', userId] as const,
  blocked: () => [...userKeys.all, 'blocked'] as const,
};
