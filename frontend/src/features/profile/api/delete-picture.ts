import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { useProfileStore } from '@/stores/profile-store';

/** deletePicture removes my profile picture; the default avatar shows again. */
export const deletePicture = () => api.delete<{ profilePicture: string }>('/api/profile/picture');

/** useDeletePicture removes the picture and keeps the answer ("") in the profile. */
export function useDeletePicture() {
  return useMutation({
    mutationFn: deletePicture,
    onSuccess: ({ profilePicture }) => useProfileStore.getState().updatePicture(profilePicture),
  });
}
