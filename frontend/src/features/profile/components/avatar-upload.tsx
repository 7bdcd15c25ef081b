import { Camera, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { toastError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useProfileStore } from '@/stores/profile-store';

import { useDeletePicture } from '../api/delete-picture';
import { checkPicture, PICTURE_TYPES, pictureErrorKey, useUploadPicture } from '../api/upload-picture';

import './profile.css';

/**
 * AvatarUpload is the profile picture: choosing a file (click, tap or keyboard on the hidden file input)
 * previews it at once, uploads it with a progress ring and puts the new picture everywhere; "Remove picture"
 * goes back to the default avatar.
 */
export function AvatarUpload() {
  const { t } = useTranslation();
  const id = useId();
  const picture = useProfileStore((s) => s.profilePicture);
  const upload = useUploadPicture();
  const remove = useDeletePicture();
  const [preview, setPreview] = useState<string>();
  const [progress, setProgress] = useState(0);
  const previewRef = useRef<string>(undefined);

  const showPreview = (url?: string) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = url;
    setPreview(url);
  };
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ''; // choosing the same file again still reacts
    if (!file) return;
    const problem = checkPicture(file);
    if (problem) {
      toast.error(t(`profile.picture.${problem}`), { id: 'picture-check' });
      return;
    }
    showPreview(URL.createObjectURL(file));
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: ({ profilePicture }) => {
          toast.success(t('profile.picture.uploaded'));
          // Swap the preview for the stored picture once it has loaded, so nothing flickers.
          const img = new Image();
          img.onload = img.onerror = () => showPreview(undefined);
          img.src = profilePicture;
        },
        onError: (err) => {
          showPreview(undefined);
          const key = pictureErrorKey(err);
          if (key) toast.error(t(key), { id: 'picture-error' });
          else toastError(err);
        },
      },
    );
  };

  const onRemove = () =>
    remove.mutate(undefined, { onSuccess: () => toast.success(t('profile.picture.removed')), onError: toastError });

  const busy = upload.isPending;
  return (
    <div className="avatar-upload">
      <input
        id={id}
        type="file"
        className="sr-only avatar-upload__input"
        accept={PICTURE_TYPES.join(',')}
        aria-describedby={`${id}-hint`}
        disabled={busy}
        onChange={onChange}
      />
      <label htmlFor={id} className="avatar-upload__button" aria-busy={busy || undefined}>
        <Avatar src={preview || picture} size={104} />
        <span className="sr-only">{t('profile.picture.change')}</span>
        {busy ? (
          <span
            className="avatar-upload__progress"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            aria-label={t('profile.picture.uploading', { percent: progress })}
            style={{ '--progress': `${progress * 3.6}deg` } as CSSProperties}
          >
            <span aria-hidden="true">{progress}%</span>
          </span>
        ) : (
          <span className="avatar-upload__badge" aria-hidden="true">
            <Camera size={18} />
          </span>
        )}
      </label>
      <p id={`${id}-hint`} className="sr-only">
        {t('profile.picture.hint')}
      </p>
      {picture && !busy && (
        <Button
          variant="ghost"
          className="btn--small"
          icon={<Trash2 size={16} aria-hidden="true" />}
          loading={remove.isPending}
          onClick={onRemove}
        >
          {t('profile.picture.remove')}
        </Button>
      )}
    </div>
  );
}
