import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Parcel } from '@/types/api';

import { parcelKeys, syncParcel } from './get-parcels';

/** CANCELLABLE_PARCEL lists the states a sender may cancel from (before pickup). */
export const CANCELLABLE_PARCEL: readonly Parcel['status'][] = ['New', 'Accepted'];

/** cancelParcel cancels one of my parcels; 409 invalid_state once it is picked up or over. */
export const cancelParcel = (id: number) => api.post<Parcel>(`/api/parcels/${id}/cancel`);

/** useCancelParcel cancels and shows the answer in place: in the parcel's query and in my list. */
export function useCancelParcel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelParcel,
    onSuccess: (parcel) => {
      queryClient.setQueryData<Parcel>(parcelKeys.detail(parcel.parcelId), (old) => ({ ...old, ...parcel }));
      syncParcel(queryClient, parcel);
      return queryClient.invalidateQueries({ queryKey: parcelKeys.list() });
    },
  });
}
