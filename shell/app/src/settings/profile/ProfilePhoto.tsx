import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import {
  PROFILE_PHOTO_MAX_BYTES,
  PROFILE_PHOTO_MIME_TYPES,
  PROFILE_PHOTO_PATH,
  ZDeleteProfilePhotoResponse,
  ZUploadProfilePhotoResponse,
} from '@immodesk/contracts/user/profilePhoto.contract';
import {
  apiDelete,
  currentUserQueryKey,
  isApiError,
  toastError,
  toastSuccess,
  uploadWithProgress,
  type CurrentUser,
} from '@immodesk/sdk';
import { Button } from '@immodesk/ui-kit';
import { toastFailure } from '../../errors/toastFailure';
import { ChooseFileButton } from './ChooseFileButton';
import styles from './ProfilePhoto.module.css';

type PhotoState = { name: 'idle' } | { name: 'uploading'; percent: number } | { name: 'removing' };

const MAXIMUM_MB = PROFILE_PHOTO_MAX_BYTES / 1024 / 1024;

function initialsOf(user: Pick<CurrentUser, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName ?? '']
    .map((name) => name.trim().charAt(0))
    .join('')
    .toUpperCase();
}

/** Why an upload failed, in the words of SPEC §8: invalid file type, file too large, or upload failed. */
function uploadFailureKey(error: unknown): string {
  if (isApiError(error) && error.code === 'unsupported_file_type') return 'profilePhoto.invalidType';
  if (isApiError(error) && error.code === 'file_too_large') return 'profilePhoto.tooLarge';
  return 'profilePhoto.uploadFailed';
}

/**
 * SPEC §3 profileImageUrl: upload (with progress), see, replace and remove the signed-in user's photo. The
 * server decides the type from the file's bytes; the checks here only spare a pointless upload.
 */
export function ProfilePhoto({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<PhotoState>({ name: 'idle' });
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const photoUrl = user.profileImageUrl && user.profileImageUrl !== brokenUrl ? user.profileImageUrl : null;

  const showUser = (updated: CurrentUser) => {
    queryClient.setQueryData(currentUserQueryKey, (previous: unknown) => ({
      ...(previous as object),
      ...updated,
    }));
  };

  const upload = async (file: File) => {
    if (file.size > PROFILE_PHOTO_MAX_BYTES) {
      toastError(t('profilePhoto.tooLarge', { maximumMb: MAXIMUM_MB }));
      return;
    }
    if (file.type && !(PROFILE_PHOTO_MIME_TYPES as readonly string[]).includes(file.type)) {
      toastError(t('profilePhoto.invalidType'));
      return;
    }
    const form = new FormData();
    form.append('file', file);
    setState({ name: 'uploading', percent: 0 });
    try {
      const answer = await uploadWithProgress(PROFILE_PHOTO_PATH, form, {
        schema: ZUploadProfilePhotoResponse,
        onProgress: (fraction) => setState({ name: 'uploading', percent: Math.round(fraction * 100) }),
        networkErrorMessage: t('errors.network'),
      });
      showUser(answer);
      toastSuccess(t('profilePhoto.uploaded'));
    } catch (error) {
      toastFailure(t(uploadFailureKey(error), { maximumMb: MAXIMUM_MB }), error);
    } finally {
      setState({ name: 'idle' });
    }
  };

  const handleRemove = async () => {
    setState({ name: 'removing' });
    try {
      showUser(await apiDelete(PROFILE_PHOTO_PATH, { schema: ZDeleteProfilePhotoResponse }));
      toastSuccess(t('profilePhoto.removed'));
    } catch (error) {
      toastFailure(t('profilePhoto.removeFailed'), error);
    } finally {
      setState({ name: 'idle' });
    }
  };

  const percent = state.name === 'uploading' ? state.percent : null;

  return (
    <div
      className={styles.photo}
      role="group"
      aria-labelledby="profile-photo-heading"
      data-testid="profile-photo"
    >
      <h3 id="profile-photo-heading" className={styles.heading}>
        {t('profilePhoto.title')}
      </h3>
      {photoUrl ? (
        <img
          className={styles.avatar}
          src={photoUrl}
          alt={t('profilePhoto.alt')}
          width={96}
          height={96}
          onError={() => setBrokenUrl(photoUrl)}
        />
      ) : (
        <span
          className={`${styles.avatar} ${styles.initials}`}
          aria-hidden="true"
          data-testid="profile-photo-initials"
        >
          {initialsOf(user)}
        </span>
      )}
      <div className={styles.controls}>
        <p className={styles.hint} id="profile-photo-hint">
          {t('profilePhoto.hint', { maximumMb: MAXIMUM_MB })}
        </p>
        {percent !== null ? (
          <>
            <progress
              className={styles.progress}
              max={100}
              value={percent}
              aria-label={t('profilePhoto.progressLabel')}
            />
            <p className={styles.hint} aria-hidden="true" data-testid="profile-photo-progress">
              {t('profilePhoto.progress', { percent })}
            </p>
          </>
        ) : null}
        {/* Announced when the upload starts, not on every progress event. */}
        <p className={styles.hint} role="status" data-testid="profile-photo-status">
          {percent !== null ? t('profilePhoto.uploading') : null}
        </p>
        <div className={styles.actions}>
          <ChooseFileButton
            label={photoUrl ? t('profilePhoto.replace') : t('profilePhoto.upload')}
            accept={PROFILE_PHOTO_MIME_TYPES}
            hintId="profile-photo-hint"
            isUploading={state.name === 'uploading'}
            disabled={state.name !== 'idle'}
            onFile={(file) => void upload(file)}
            data-testid="profile-photo-input"
          />
          {user.profileImageUrl ? (
            <Button
              variant="ghost"
              isLoading={state.name === 'removing'}
              disabled={state.name !== 'idle'}
              onClick={() => void handleRemove()}
            >
              {t('profilePhoto.remove')}
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
