import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TPropertyPhoto } from '@immodesk/contracts/properties/propertyPhotos.contract';
import { toast } from '@immodesk/sdk';
import { propertyKeys } from '../../../shared/api/propertyKeys';
import { deletePhoto, setPrimaryPhoto } from '../api/photosApi';

/** "Make primary" and "delete" on one of the property's photos; the gallery, lists and details refresh after. */
export function usePhotoActions(propertyId: string) {
  const { t } = useTranslation('properties');
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: propertyKeys.photos(propertyId) });
    await queryClient.invalidateQueries({ queryKey: propertyKeys.lists() });
    await queryClient.invalidateQueries({ queryKey: propertyKeys.details() });
  };
  const makePrimary = useMutation({
    mutationFn: (photo: TPropertyPhoto) => setPrimaryPhoto(propertyId, photo.id),
    onSuccess: refresh,
    onError: (failure) => toast.error(t('toasts.updateFailed'), { description: failure.message }),
  });
  const remove = useMutation({
    mutationFn: (photo: TPropertyPhoto) => deletePhoto(propertyId, photo.id),
    onSuccess: async () => {
      await refresh();
      toast.success(t('photos.deleted'));
    },
    onError: (failure) => toast.error(t('toasts.removeFailed'), { description: failure.message }),
  });
  return { makePrimary, remove };
}
