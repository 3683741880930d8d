import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError, toast } from '@immodesk/sdk';
import { propertyKeys } from '../../../shared/api/propertyKeys';
import { uploadPhoto } from '../api/photosApi';

export type PhotoUpload = { id: string; fileName: string; progress: number };

/** Uploads the chosen files one after another, with each one's progress; a failed file is named in a toast. */
export function usePhotoUploads(propertyId: string) {
  const { t } = useTranslation('properties');
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<PhotoUpload[]>([]);

  const upload = async (files: File[]) => {
    const queued = files.map((file, index) => ({ file, id: `${Date.now()}-${index}-${file.name}` }));
    setUploads((current) => [
      ...current,
      ...queued.map(({ file, id }) => ({ id, fileName: file.name, progress: 0 })),
    ]);
    for (const { file, id } of queued) {
      try {
        await uploadPhoto(
          propertyId,
          file,
          (progress) =>
            setUploads((current) => current.map((item) => (item.id === id ? { ...item, progress } : item))),
          t('tasks.errors.connection'),
        );
        await queryClient.invalidateQueries({ queryKey: propertyKeys.photos(propertyId) });
        await queryClient.invalidateQueries({ queryKey: propertyKeys.lists() });
      } catch (error) {
        toast.error(t('photos.uploadFailed', { fileName: file.name }), {
          description: isApiError(error) ? error.message : undefined,
        });
      } finally {
        setUploads((current) => current.filter((item) => item.id !== id));
      }
    }
  };
  return { uploads, upload };
}
