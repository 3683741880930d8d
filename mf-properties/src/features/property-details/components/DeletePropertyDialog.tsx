import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@immodesk/sdk';
import { Button, Dialog, ErrorState, Spinner } from '@immodesk/ui-kit';
import { propertyKeys } from '../../../shared/api/propertyKeys';
import { planLimitsKey } from '../../plan-limit/hooks/usePlanLimits';
import { deleteProperty, fetchDeleteImpact } from '../api/propertyDetailsApi';
import styles from './PropertyDetailsPage.module.css';

export type DeletePropertyDialogProps = { propertyId: string; address: string; isOpen: boolean; onClose: () => void; onDeleted: () => void };

/** Lists what goes with the property (photos, information, tasks…) before the user confirms the delete. */
export function DeletePropertyDialog({ propertyId, address, isOpen, onClose, onDeleted }: DeletePropertyDialogProps) {
  const { t } = useTranslation('properties');
  const queryClient = useQueryClient();
  const impact = useQuery({ queryKey: propertyKeys.deleteImpact(propertyId), queryFn: ({ signal }) => fetchDeleteImpact(propertyId, signal), enabled: isOpen, staleTime: 0 });
  const mutation = useMutation({
    mutationFn: () => deleteProperty(propertyId),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: propertyKeys.details() });
      await queryClient.invalidateQueries({ queryKey: propertyKeys.lists() });
      await queryClient.invalidateQueries({ queryKey: planLimitsKey });
      toast.success(t('toasts.deleted'));
      onDeleted();
    },
    onError: (error) => toast.error(t('toasts.deleteFailed'), { description: error.message }),
  });
  return (
    <Dialog isOpen={isOpen} title={t('delete.title')} onClose={onClose} description={t('delete.description', { address })}>
      {impact.isPending ? <Spinner label={t('delete.loadingImpact')} /> : null}
      {impact.isError ? <ErrorState title={t('delete.impactError')} message={impact.error.message} onRetry={() => void impact.refetch()} /> : null}
      {impact.data ? (
        impact.data.items.length === 0 ? (
          <p>{t('delete.nothingElse')}</p>
        ) : (
          <>
            <p>{t('delete.alsoRemoved')}</p>
            <ul className={styles.impactList} data-testid="delete-impact">
              {impact.data.items.map((item) => (
                <li key={item.kind}>{t(`delete.kinds.${item.kind}`, { count: item.count, defaultValue: t('delete.kinds.other', { count: item.count, kind: item.kind }) })}</li>
              ))}
            </ul>
          </>
        )
      ) : null}
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onClose}>
          {t('form.cancel')}
        </Button>
        <Button variant="danger" onClick={() => mutation.mutate()} isLoading={mutation.isPending} disabled={!impact.data}>
          {t('delete.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
