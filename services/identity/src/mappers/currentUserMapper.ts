import type { TCurrentUser } from '@immodesk/contracts/auth/getCurrentUser.contract';
import { PROFILE_PHOTO_PATH } from '@immodesk/contracts/user/profilePhoto.contract';
import type { CurrentUser } from '../domain/user';

/** The current user as the API answers: the photo's version is its URL's cache key, so a new photo is never served from a cache. */
export function toCurrentUserResponse({ profilePhotoVersion, ...user }: CurrentUser): TCurrentUser {
  return {
    ...user,
    profileImageUrl: profilePhotoVersion ? `${PROFILE_PHOTO_PATH}?v=${profilePhotoVersion}` : null,
  };
}
