import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { planKeys, toast } from '@immodesk/sdk';
import { propertyKeys } from '../../../shared/api/propertyKeys';
import { deleteProperty } from '../api/propertyDetailsApi';

/** Deletes the property with what goes with it; the lists and the plan usage refresh, the details are dropped. */
export function useDeleteProperty(propertyId: string, onDeleted: () => void) {
  const { t } = useTranslation('properties');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteProperty(propertyId),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: propertyKeys.details() });
      await queryClient.invalidateQueries({ queryKey: propertyKeys.lists() });
      await queryClient.invalidateQueries({ queryKey: planKeys.limits() });
      toast.success(t('toasts.deleted'));
      onDeleted();
    },
    onError: (error) => toast.error(t('toasts.deleteFailed'), { description: error.message }),
  });
}
