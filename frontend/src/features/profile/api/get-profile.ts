import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Profile } from '@/types/api';

import { profileKeys } from './keys';

/**
 * getProfileQueryOptions reads my profile from the server. The profile screen asks it as it opens (route-loaders.ts):
 * its public card answers anyone, so this is what finds a session that ended meanwhile (a suspension, a sign-out
 * elsewhere) and sends the user to sign in.
 */
export const getProfileQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.mine(),
    queryFn: ({ signal }) => api.get<Profile>('/api/profile', { signal }),
  });
