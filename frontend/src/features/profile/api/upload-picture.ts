import { useMutation } from '@tanstack/react-query';

import { api, ApiError, isApiError } from '@/lib/api-client';
import { useAuthStore } from '@/stores/auth-store';
import { useProfileStore } from '@/stores/profile-store';
import type { ErrorEnvelope } from '@/types/api';

/** PICTURE_MAX_BYTES is the largest picture the server takes (3 MB). */
export const PICTURE_MAX_BYTES = 3 * 1024 * 1024;
/** PICTURE_TYPES are the picture formats the server takes. */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** PictureProblem is why a chosen file is refused before it is sent. */
export type PictureProblem = 'wrongType' | 'tooLarge';

/** checkPicture refuses what the server would refuse anyway: another type, or more than 3 MB. */
export function checkPicture(file: Pick<File, 'type' | 'size'>): PictureProblem | undefined {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > PICTURE_MAX_BYTES) return 'tooLarge';
  return undefined;
}

function toApiError(xhr: XMLHttpRequest): ApiError {
  try {
    const data = JSON.parse(xhr.responseText) as Partial<ErrorEnvelope>;
    if (data.error && typeof data.error.code === 'string') {
      return new ApiError({ status: xhr.status, ...data.error, message: data.error.message || data.error.code });
    }
  } catch {
    // Not JSON: a code from the status below.
  }
  const code = xhr.status === 413 ? 'too_large' : xhr.status >= 500 ? 'internal' : 'unknown';
  return new ApiError({ status: xhr.status, code, message: xhr.statusText || `HTTP ${xhr.status}` });
}

/**
 * uploadPicture sends the picture as multipart field `picture` and reports the upload's progress (0–100).
 * It uses XMLHttpRequest, as fetch has no upload progress, with the same session token the API client sends.
 */
export function uploadPicture(file: File, onProgress?: (percent: number) => void): Promise<{ profilePicture: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', '/api/profile/picture');
    xhr.setRequestHeader('Accept', 'application/json');
    const token = useAuthStore.getState().token;
    if (token) xhr.setRequestHeader('X-CSRF-Token', token);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(JSON.parse(xhr.responseText) as { profilePicture: string });
        return;
      }
      // A lost session is handled in one place: ask through the API client, which signs out on 401.
      if (xhr.status === 401) void api.get('/api/profile').catch(() => undefined);
      reject(toApiError(xhr));
    };
    xhr.onerror = () => reject(new ApiError({ status: 0, code: 'network', message: 'Network error' }));
    const body = new FormData();
    body.append('picture', file);
    xhr.send(body);
  });
}

/** useUploadPicture uploads a picture and puts the server's URL of it into the profile (docs/product.md §4). */
export function useUploadPicture() {
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) =>
      uploadPicture(file, onProgress),
    onSuccess: ({ profilePicture }) => useProfileStore.getState().updatePicture(profilePicture),
  });
}

/** pictureErrorKey names the message of a refused upload, or undefined for errors any call can have. */
export function pictureErrorKey(err: unknown) {
  if (!isApiError(err)) return undefined;
  const field = err.fields.picture;
  if (field === 'too_large') return 'profile.picture.tooManyPixels' as const;
  if (field === 'too_deep') return 'profile.picture.tooDeep' as const;
  if (err.code === 'too_large') return 'profile.picture.tooLarge' as const;
  if (err.code === 'unsupported_media_type') return 'profile.picture.wrongType' as const;
  if (field === 'invalid' || field === 'required') return 'profile.picture.unreadable' as const;
  return undefined;
}
