import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { planKeys, toast } from '@immodesk/sdk';
import { propertyKeys } from '../../../shared/api/propertyKeys';
import { setArchived } from '../api/propertyDetailsApi';

const UNDO_TOAST_MS = 10_000;

/**
 * Archives (`true`) or unarchives the property; both change the plan usage, which refreshes with the lists. The
 * archive toast offers Undo, which unarchives, also after the user has left the page.
 */
export function useArchiveProperty(propertyId: string) {
  const { t } = useTranslation('properties');
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: propertyKeys.all });
    await queryClient.invalidateQueries({ queryKey: planKeys.limits() });
  };
  const fail = (failure: Error) => toast.error(t('toasts.updateFailed'), { description: failure.message });
  const undo = async () => {
    try {
      await setArchived(propertyId, false);
      await refresh();
      toast.success(t('toasts.unarchived'));
    } catch (failure) {
      fail(failure instanceof Error ? failure : new Error(String(failure)));
    }
  };
  return useMutation({
    mutationFn: (archived: boolean) => setArchived(propertyId, archived),
    onSuccess: async (updated) => {
      await refresh();
      if (updated.status === 'archived') {
        toast.success(t('toasts.archived'), {
          duration: UNDO_TOAST_MS,
          action: { label: t('toasts.undo'), onClick: () => void undo() },
        });
      } else {
        toast.success(t('toasts.unarchived'));
      }
    },
    onError: fail,
  });
}
