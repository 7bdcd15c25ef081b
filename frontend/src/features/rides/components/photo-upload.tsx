import { Camera } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { toastErrorIn } from '@/lib/errors';
import { toast } from '@/lib/toast';
import type { PhotoStage } from '@/types/api';

import { PHOTO_LIMITS, useAddPhoto } from '../api/add-photo';

import './rides.css';

interface PhotoUploadProps {
  rideId: number;
  parcelId: number;
  stage: PhotoStage;
  /** taken is how many photos of this stage the parcel has. */
  taken: number;
  /** labelId names the parcel the button is about. */
  labelId: string;
}

const onPhotoError = toastErrorIn('photo');

/**
 * PhotoUpload is "Add pickup photo" (or delivery): a labelled button over a file input that opens the camera on
 * a phone. Two a stage; a refused photo (too many, too large, not a picture) is told in a toast.
 */
export function PhotoUpload({ rideId, parcelId, stage, taken, labelId }: PhotoUploadProps) {
  const { t } = useTranslation();
  const id = useId();
  const add = useAddPhoto(rideId, parcelId);
  const full = taken >= PHOTO_LIMITS.perStage;
  const label = stage === 'pickup' ? t('handover.photos.addPickup') : t('handover.photos.addDelivery');
  const choose = (file: File | undefined) => {
    if (!file) return;
    // A photo over the limit is refused here, without sending megabytes to hear so.
    if (file.size > PHOTO_LIMITS.bytes)
      return onPhotoError(new ApiError({ status: 413, code: 'too_large', message: '' }));
    add.mutate({ stage, file }, { onSuccess: () => toast.success(t('handover.photos.added')), onError: onPhotoError });
  };
  return (
    <div className="photo-upload">
      <input
        id={id}
        className="photo-upload__input"
        type="file"
        accept="image/*"
        capture="environment"
        disabled={full || add.isPending}
        aria-describedby={`${id}-count ${labelId}`}
        onChange={(e) => {
          choose(e.target.files?.[0]);
          e.target.value = ''; // the same file may be chosen again after a failure
        }}
      />
      <label htmlFor={id} className="btn btn--secondary photo-upload__button" aria-disabled={full || undefined}>
        {add.isPending ? <Spinner size="sm" /> : <Camera size={18} aria-hidden="true" />}
        <span>{label}</span>
      </label>
      <span id={`${id}-count`} className="photo-upload__count muted">
        {full ? t('handover.photos.full') : t('handover.photos.count', { count: taken, max: PHOTO_LIMITS.perStage })}
      </span>
    </div>
  );
}
