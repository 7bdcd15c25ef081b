import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { authKeys } from './keys';

/** checkNewPasswordLink asks whether a reset link's token still sets a password, without spending it. */
export const checkNewPasswordLink = (token: string) => api.post<void>('/auth/new-password/check', { token });

/** getNewPasswordLinkQueryOptions checks a reset link as its screen opens (a 4xx answer is not asked again). */
export const getNewPasswordLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: authKeys.newPasswordLink(token),
    queryFn: () => checkNewPasswordLink(token).then(() => true),
  });

/** useNewPasswordLinkCheck checks the token when `enabled` and there is one. */
export function useNewPasswordLinkCheck(token: string, enabled: boolean) {
  return useQuery({ ...getNewPasswordLinkQueryOptions(token), enabled: enabled && token !== '' });
}
