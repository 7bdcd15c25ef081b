import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { toastError } from '@/lib/errors';
import type { NotificationsRead, Unread } from '@/types/api';

import { cachedUnread, isUnread, notificationKeys, setRead } from './get-notifications';

/** markRead marks some ({ids}) or all ({all: true}) of my notifications read; it answers how many stay unread. */
export const markRead = (body: NotificationsRead) => api.post<Unread>('/api/notifications/read', body);

/**
 * useMarkRead marks one notification read as it is opened. The list and the bell show it at once; the server's
 * count replaces the guess. A failure is told here, not by the item: the app has moved on to what it opened.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => markRead({ ids: [id] }),
    onMutate: (id) => {
      if (isUnread(queryClient, id))
        setRead(queryClient, [id], Math.max(0, cachedUnread(queryClient) - 1), new Date().toISOString());
    },
    onSuccess: ({ unread }, id) => setRead(queryClient, [id], unread, new Date().toISOString()),
    onError: (err) => {
      toastError(err);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
    },
  });
}

/** useMarkAllRead marks every notification of mine read, in the list and the bell. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markRead({ all: true }),
    onSuccess: ({ unread }) => setRead(queryClient, 'all', unread, new Date().toISOString()),
  });
}
