import { beforeEach, describe, expect, it } from 'vitest';

import { ApiError } from '@/lib/api-client';
import en from '@/locales/en.json';
import uk from '@/locales/uk.json';
import { useProfileStore } from '@/stores/profile-store';
import { testProfile } from '@/testing/test-utils';

import { applyEmailChange } from './update-email';
import { checkPicture, PICTURE_MAX_BYTES, pictureErrorKey } from './upload-picture';

describe('e-mail change', () => {
  beforeEach(() => useProfileStore.getState().setProfile(testProfile));

  it('takes the e-mail from the answer, which is not verified yet', () => {
    applyEmailChange({ email: 'new@example.com' });
    expect(useProfileStore.getState()).toMatchObject({ email: 'new@example.com', emailVerified: false, name: 'Olena' });
  });

  it('keeps the state when the address did not change', () => {
    applyEmailChange({ email: testProfile.email });
    expect(useProfileStore.getState()).toMatchObject({ email: testProfile.email, emailVerified: true });
  });
});

describe('profile picture', () => {
  it.each([
    [{ type: 'image/jpeg', size: 1000 }, undefined],
    [{ type: 'image/png', size: PICTURE_MAX_BYTES }, undefined],
    [{ type: 'image/webp', size: PICTURE_MAX_BYTES + 1 }, 'tooLarge'],
    [{ type: 'image/gif', size: 1000 }, 'wrongType'],
    [{ type: '', size: 10 }, 'wrongType'],
  ])('checks %j → %s', (file, want) => {
    expect(checkPicture(file)).toBe(want);
  });

  it('names the message of a refused upload', () => {
    const err = (status: number, code: string, fields?: Record<string, string>) =>
      new ApiError({ status, code, message: code, fields });
    expect(pictureErrorKey(err(413, 'too_large'))).toBe('profile.picture.tooLarge');
    expect(pictureErrorKey(err(415, 'unsupported_media_type'))).toBe('profile.picture.wrongType');
    expect(pictureErrorKey(err(400, 'invalid_input', { picture: 'invalid' }))).toBe('profile.picture.unreadable');
    expect(pictureErrorKey(err(400, 'invalid_input', { picture: 'too_large' }))).toBe('profile.picture.tooManyPixels');
    expect(pictureErrorKey(err(400, 'invalid_input', { picture: 'too_deep' }))).toBe('profile.picture.tooDeep');
    expect(pictureErrorKey(err(500, 'internal'))).toBeUndefined();
  });
});

describe('translations of this issue', () => {
  it.each([en, uk])('has the new error and field codes', (bundle) => {
    expect(Object.keys(bundle.errors)).toEqual(
      expect.arrayContaining(['wrong_password', 'vehicle_in_use', 'unsupported_media_type']),
    );
    expect(bundle.validation.wrong).toBeTruthy();
  });
});
