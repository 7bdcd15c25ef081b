import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { PublicCard } from '@/types/api';

import { profileKeys } from './keys';

/** getUserCard fetches what anyone signed in may see of a user: name, picture, rating, deliveries. */
export const getUserCard = (userId: number) => api.get<PublicCard>(`/api/users/${userId}`);

/** getUserCardQueryOptions is the query of one user's public card. */
export const getUserCardQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: profileKeys.card(userId),
    queryFn: () => getUserCard(userId),
    enabled: userId > 0,
  });

/** useUserCard reads a user's public card (the profile screen shows my own rating from it). */
export function useUserCard(userId: number) {
  return useQuery(getUserCardQueryOptions(userId));
}
