import { useTranslation } from 'react-i18next';
import { Button, Dialog, formGrid } from '@immodesk/ui-kit';

export type DeleteContactDialogProps = {
  name: string;
  isOpen: boolean;
  isDeleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** "Delete {name}?": nothing is removed until the user confirms. */
export function DeleteContactDialog({
  name,
  isOpen,
  isDeleting,
  onConfirm,
  onClose,
}: DeleteContactDialogProps) {
  const { t } = useTranslation('contacts');
  return (
    <Dialog
      isOpen={isOpen}
      title={t('details.deleteTitle', { name })}
      onClose={onClose}
      description={t('details.deleteDescription')}
    >
      <div className={formGrid.dialogActions}>
        <Button variant="secondary" onClick={onClose}>
          {t('form.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} isLoading={isDeleting}>
          {t('details.deleteConfirm')}
        </Button>
      </div>
    </Dialog>
  );
}
