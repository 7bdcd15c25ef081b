import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Photo, PhotoStage } from '@/types/api';

import { rideKeys } from './get-rides';

/** PHOTO_LIMITS are the server's: 2 photos a stage, 3 MB each (docs/product.md §6). */
export const PHOTO_LIMITS = { perStage: 2, bytes: 3 * 1024 * 1024 } as const;

/** addPhoto uploads a photo of a parcel of my ride, at pickup or at delivery. */
export function addPhoto(parcelId: number, stage: PhotoStage, file: File): Promise<Photo> {
  const body = new FormData();
  body.append('stage', stage);
  body.append('photo', file);
  return api.post<Photo>(`/api/parcels/${parcelId}/photos`, body);
}

/** useAddPhoto uploads, then reads my ride again with its parcels' photos. */
export function useAddPhoto(rideId: number, parcelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stage, file }: { stage: PhotoStage; file: File }) => addPhoto(parcelId, stage, file),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rideKeys.detail(rideId) }),
  });
}
