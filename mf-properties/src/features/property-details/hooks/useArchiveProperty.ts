import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { planKeys, toast } from '@immodesk/sdk';
import { propertyKeys } from '../../../shared/api/propertyKeys';
import { setArchived } from '../api/propertyDetailsApi';

/** Archives (`true`) or unarchives the property; both change the plan usage, which refreshes with the lists. */
export function useArchiveProperty(propertyId: string) {
  const { t } = useTranslation('properties');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (archived: boolean) => setArchived(propertyId, archived),
    onSuccess: async (updated) => {
      await queryClient.invalidateQueries({ queryKey: propertyKeys.all });
      await queryClient.invalidateQueries({ queryKey: planKeys.limits() });
      toast.success(t(updated.status === 'archived' ? 'toasts.archived' : 'toasts.unarchived'));
    },
    onError: (failure) => toast.error(t('toasts.updateFailed'), { description: failure.message }),
  });
}
