import { useRef, useState, type ChangeEvent } from 'react';
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
  type CurrentUser,
} from '@immodesk/sdk';
import { Button } from '@immodesk/ui-kit';
import { toastFailure } from '../../errors/toastFailure';
import { uploadWithProgress, type UploadProgress } from './uploadWithProgress';
import styles from './ProfilePhoto.module.css';

type PhotoState = { name: 'idle' } | { name: 'uploading'; progress: UploadProgress } | { name: 'removing' };

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
  const fileInput = useRef<HTMLInputElement>(null);
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
    setState({ name: 'uploading', progress: { sentBytes: 0, totalBytes: file.size } });
    try {
      const answer = await uploadWithProgress(PROFILE_PHOTO_PATH, form, {
        onProgress: (progress) => setState({ name: 'uploading', progress }),
        networkErrorMessage: t('errors.network'),
      });
      showUser(ZUploadProfilePhotoResponse.parse(answer));
      toastSuccess(t('profilePhoto.uploaded'));
    } catch (error) {
      toastFailure(t(uploadFailureKey(error), { maximumMb: MAXIMUM_MB }), error);
    } finally {
      setState({ name: 'idle' });
    }
  };

  const handleFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Cleared at once, so choosing the same file again after a failure still triggers a change.
    event.currentTarget.value = '';
    if (file) void upload(file);
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

  const progress = state.name === 'uploading' ? state.progress : null;
  const percent = progress?.totalBytes
    ? Math.min(100, Math.round((progress.sentBytes / progress.totalBytes) * 100))
    : null;

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
        {progress ? (
          <>
            <progress
              className={styles.progress}
              max={100}
              value={percent ?? undefined}
              aria-label={t('profilePhoto.progressLabel')}
            />
            <p className={styles.hint} aria-hidden="true" data-testid="profile-photo-progress">
              {percent === null ? null : t('profilePhoto.progress', { percent })}
            </p>
          </>
        ) : null}
        {/* Announced when the upload starts, not on every progress event. */}
        <p className={styles.hint} role="status" data-testid="profile-photo-status">
          {progress ? t('profilePhoto.uploading') : null}
        </p>
        <input
          ref={fileInput}
          type="file"
          accept={PROFILE_PHOTO_MIME_TYPES.join(',')}
          hidden
          onChange={handleFileChosen}
          data-testid="profile-photo-input"
        />
        <div className={styles.actions}>
          <Button
            variant="secondary"
            isLoading={state.name === 'uploading'}
            disabled={state.name !== 'idle'}
            aria-describedby="profile-photo-hint"
            onClick={() => fileInput.current?.click()}
          >
            {photoUrl ? t('profilePhoto.replace') : t('profilePhoto.upload')}
          </Button>
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
