import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { PublicCard, UserCard } from '@/types/api';

import { userKeys } from './keys';

/** blockUser blocks a user: neither of us sees the other's parcels and rides, nor can send requests or messages. */
export const blockUser = (userId: number) => api.post<void>(`/api/users/${userId}/block`);

/** unblockUser lifts my block of a user. */
export const unblockUser = (userId: number) => api.delete<void>(`/api/users/${userId}/block`);

/**
 * settle records the new state at once (the card's button, the blocked list), then reads everything else again:
 * a block changes what available lists, requests and conversations show, all over the app.
 */
function settle(client: QueryClient, userId: number, blocked: boolean) {
  client.setQueryData<UserCard>(userKeys.card(userId), (card) => card && { ...card, blocked });
  if (!blocked)
    client.setQueryData<PublicCard[]>(userKeys.blocked(), (list) => list?.filter((u) => u.userId !== userId));
  void client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== userKeys.all[0] || q.queryKey[1] !== 'card' });
}

/** useBlockUser blocks the user of the card. */
export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockUser,
    onSuccess: (_, userId) => settle(queryClient, userId, true),
  });
}

/** useUnblockUser unblocks a user, from their card or from the blocked list. */
export function useUnblockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockUser,
    onSuccess: (_, userId) => settle(queryClient, userId, false),
  });
}
