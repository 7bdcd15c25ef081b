/** profileKeys is the query-key factory of the profile feature. */
export const profileKeys = {
  all: ['profile'] as const,
  card: (userId: number) => [...profileKeys.all, 'card', userId] as const,
  mine: () => [...profileKeys.all, 'mine'] as const,
};
