import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import { reencodeImage } from '@immodesk/platform/images/reencodeImage';
import { contentHead, contentSize, type FileContent } from '@immodesk/platform/ports/storage/fileContent';
import type { CurrentUser } from '../domain/user';
import type { IdentityDeps } from '../identityDeps';
import { userRepository } from '../repositories/userRepository';
import { getCurrentUser } from '../use-cases/getCurrentUser';
import { detectImageType } from './imageType';

export type ProfilePhotoFile = {
  mimeType: string;
  sizeBytes: number | null;
  updatedAt: Date;
  stream: Readable;
};

/**
 * Stores a new profile photo (JPEG, PNG or WebP by its bytes, at most `rules.profilePhotoMaxBytes`) under
 * `<organizationId>/profile-photos/<userId>-<id>` and points the user at it; the previous photo is removed
 * afterwards. Each photo gets a new key, so a replaced one is never served again from storage. The photo is
 * re-encoded in its own format at its own size; the browser crops it to a square (object-fit: cover).
 */
export async function setProfilePhoto(
  deps: IdentityDeps,
  context: RequestContext,
  content: FileContent,
): Promise<CurrentUser> {
  const sizeBytes = contentSize(content);
  const maxBytes = deps.rules.profilePhotoMaxBytes;
  if (sizeBytes > maxBytes) {
    throw new AppError('file_too_large', {
      messageKey: 'errors.profilePhotoTooLarge',
      params: { maximumMb: maxBytes / 1024 / 1024 },
    });
  }
  const mimeType = detectImageType(contentHead(content));
  if (!mimeType) throw new AppError('unsupported_file_type', { messageKey: 'errors.profilePhotoType' });
  // A phone photo carries where it was taken (EXIF GPS): only the decoded pixels are kept.
  const image = await reencodeImage(content, { output: 'same', messageKey: 'errors.profilePhotoUnreadable' });
  const users = userRepository(deps.dataSource);
  const user = await users.findUser(context.organizationId, context.userId);
  if (!user) throw new AppError('unauthenticated');

  const key = `${context.organizationId}/profile-photos/${context.userId}-${crypto.randomUUID()}`;
  await deps.storage.put(key, image.bytes, image.mimeType);
  try {
    await users.update(context.organizationId, context.userId, {
      profilePhotoKey: key,
      profilePhotoMimeType: image.mimeType,
      profilePhotoSizeBytes: image.bytes.length,
      profilePhotoUpdatedAt: deps.clock.now(),
    });
  } catch (error) {
    await deps.storage.delete(key).catch(() => undefined);
    throw error;
  }
  if (user.profilePhotoKey) await deps.storage.delete(user.profilePhotoKey).catch(() => undefined);
  return getCurrentUser(deps.dataSource, context);
}

/** Removes the user's photo (the record first, then the file); without a photo it changes nothing. */
export async function removeProfilePhoto(deps: IdentityDeps, context: RequestContext): Promise<CurrentUser> {
  const users = userRepository(deps.dataSource);
  const user = await users.findUser(context.organizationId, context.userId);
  if (!user) throw new AppError('unauthenticated');
  if (user.profilePhotoKey) {
    await users.update(context.organizationId, context.userId, {
      profilePhotoKey: null,
      profilePhotoMimeType: null,
      profilePhotoSizeBytes: null,
      profilePhotoUpdatedAt: deps.clock.now(),
    });
    await deps.storage.delete(user.profilePhotoKey);
  }
  return getCurrentUser(deps.dataSource, context);
}

/** The photo of the user in `context` (always the signed-in user's own, in their organization); 404 without one. */
export async function getProfilePhoto(
  deps: IdentityDeps,
  context: RequestContext,
): Promise<ProfilePhotoFile> {
  const user = await userRepository(deps.dataSource).findUser(context.organizationId, context.userId);
  if (!user?.profilePhotoKey || !user.profilePhotoMimeType || !user.profilePhotoUpdatedAt)
    throw AppError.notFound('profilePhoto');
  return {
    mimeType: user.profilePhotoMimeType,
    sizeBytes: user.profilePhotoSizeBytes,
    updatedAt: user.profilePhotoUpdatedAt,
    stream: await deps.storage.get(user.profilePhotoKey),
  };
}

/** Removes every stored profile photo of the organization (account deletion); runs before the user rows go. */
export async function deleteOrganizationProfilePhotos(
  deps: IdentityDeps,
  context: RequestContext,
): Promise<void> {
  const keys = await userRepository(deps.dataSource).profilePhotoKeys(context.organizationId);
  for (const key of keys) await deps.storage.delete(key);
}
