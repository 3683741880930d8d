import { useTranslation } from 'react-i18next';
import { Button, Dialog, ErrorState, formGrid, Spinner } from '@immodesk/ui-kit';
import { useDeleteImpact } from '../hooks/useDeleteImpact';
import { useDeleteProperty } from '../hooks/useDeleteProperty';
import styles from './PropertyDetailsPage.module.css';

export type DeletePropertyDialogProps = {
  propertyId: string;
  address: string;
  isOpen: boolean;
  onClose: () => void;
  onDeleted: () => void;
};

/** Lists what goes with the property (photos, information, tasks…) before the user confirms the delete. */
export function DeletePropertyDialog({
  propertyId,
  address,
  isOpen,
  onClose,
  onDeleted,
}: DeletePropertyDialogProps) {
  const { t } = useTranslation('properties');
  const impact = useDeleteImpact(propertyId, isOpen);
  const mutation = useDeleteProperty(propertyId, onDeleted);
  return (
    <Dialog
      isOpen={isOpen}
      title={t('delete.title')}
      onClose={onClose}
      description={t('delete.description', { address })}
    >
      {impact.isPending ? <Spinner label={t('delete.loadingImpact')} /> : null}
      {impact.isError ? (
        <ErrorState
          title={t('delete.impactError')}
          message={impact.error.message}
          onRetry={() => void impact.refetch()}
        />
      ) : null}
      {impact.data ? (
        impact.data.items.length === 0 ? (
          <p>{t('delete.nothingElse')}</p>
        ) : (
          <>
            <p>{t('delete.alsoRemoved')}</p>
            <ul className={styles.impactList} data-testid="delete-impact">
              {impact.data.items.map((item) => (
                <li key={item.kind}>
                  {t(`delete.kinds.${item.kind}`, {
                    count: item.count,
                    defaultValue: t('delete.kinds.other', { count: item.count, kind: item.kind }),
                  })}
                </li>
              ))}
            </ul>
          </>
        )
      ) : null}
      <div className={formGrid.actions}>
        <Button variant="secondary" onClick={onClose}>
          {t('form.cancel')}
        </Button>
        <Button
          variant="danger"
          onClick={() => mutation.mutate()}
          isLoading={mutation.isPending}
          disabled={!impact.data}
        >
          {t('delete.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
