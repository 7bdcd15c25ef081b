import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { api } from '@/lib/api-client';
import { phoneSchema, toE164 } from '@/lib/phone';
import { personNameSchema } from '@/lib/validation';
import { useProfileStore } from '@/stores/profile-store';
import type { Profile } from '@/types/api';

export const aboutYourselfSchema = z.object({
  name: personNameSchema,
  surname: personNameSchema,
  phone: phoneSchema,
  wantsToDrive: z.boolean(),
});
export type AboutYourselfInput = z.infer<typeof aboutYourselfSchema>;

/** saveAboutYourself stores the new user's name, surname and phone (sent as E.164). */
export const saveAboutYourself = (data: AboutYourselfInput) =>
  api.post<Profile>('/auth/signup/about-yourself', { ...data, phone: toE164(data.phone) ?? data.phone });

/** useAboutYourself saves the answers and keeps the returned profile. */
export function useAboutYourself() {
  return useMutation({
    mutationFn: saveAboutYourself,
    onSuccess: (profile) => useProfileStore.getState().setProfile(profile),
  });
}
