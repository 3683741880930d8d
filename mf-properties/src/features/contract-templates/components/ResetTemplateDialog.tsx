import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@immodesk/ui-kit';

export type ResetTemplateDialogProps = { isResetting: boolean; onClose: () => void; onConfirm: () => void };

/** Confirms going back to the built-in text: the organization's own version is gone afterwards. */
export function ResetTemplateDialog({ isResetting, onClose, onConfirm }: ResetTemplateDialogProps) {
  const { t } = useTranslation('properties');
  return (
    <ConfirmDialog
      title={t('contractTemplates.resetDialog.title')}
      description={t('contractTemplates.resetDialog.description')}
      cancelLabel={t('contractTemplates.resetDialog.cancel')}
      confirmLabel={t('contractTemplates.resetDialog.confirm')}
      confirmVariant="danger"
      isPending={isResetting}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
