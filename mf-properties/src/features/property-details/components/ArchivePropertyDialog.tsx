import { useTranslation } from 'react-i18next';
import { Button, Dialog, formGrid } from '@immodesk/ui-kit';

export type ArchivePropertyDialogProps = {
  address: string;
  isOpen: boolean;
  isArchiving: boolean;
  onClose: () => void;
  onConfirm: () => void;
};

/** Says what archiving does (out of the active list and the plan count, kept with its history) before it happens. */
export function ArchivePropertyDialog({
  address,
  isOpen,
  isArchiving,
  onClose,
  onConfirm,
}: ArchivePropertyDialogProps) {
  const { t } = useTranslation('properties');
  return (
    <Dialog
      isOpen={isOpen}
      title={t('archive.title')}
      onClose={onClose}
      description={t('archive.description', { address })}
    >
      <div className={formGrid.actions}>
        <Button variant="secondary" onClick={onClose}>
          {t('form.cancel')}
        </Button>
        <Button onClick={onConfirm} isLoading={isArchiving}>
          {t('archive.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
