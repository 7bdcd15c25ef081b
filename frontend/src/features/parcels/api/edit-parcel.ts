import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Parcel } from '@/types/api';

import { repostValues, type NewParcel, type ParcelFormValues } from './create-parcel';
import { parcelKeys, syncParcel } from './get-parcels';

/**
 * editValues fills the form from my New parcel to change it: as "Post again" does (a pickup date gone by becomes
 * today), with the prohibited-list tick kept, since what is inside was declared already.
 */
export function editValues(p: Parcel, now = new Date()): ParcelFormValues {
  return { ...repostValues(p, now), prohibitedAck: true };
}

/** editParcel changes my New parcel (docs/product.md §5 Editing); 409 invalid_state once it is not New. */
export const editParcel = ({ id, parcel }: { id: number; parcel: NewParcel }) =>
  api.patch<Parcel>(`/api/parcels/${id}`, parcel);

/** useEditParcel saves the change; the parcel's screen, its requests (some may have expired) and my list show it. */
export function useEditParcel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editParcel,
    onSuccess: (parcel) => {
      syncParcel(queryClient, parcel);
      queryClient.setQueryData(parcelKeys.detail(parcel.parcelId), parcel);
      return queryClient.invalidateQueries();
    },
  });
}
