import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@immodesk/ui-kit';

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
    <ConfirmDialog
      isOpen={isOpen}
      title={t('archive.title')}
      description={t('archive.description', { address })}
      cancelLabel={t('form.cancel')}
      confirmLabel={t('archive.confirm')}
      isPending={isArchiving}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
