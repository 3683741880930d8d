import { useTranslation } from 'react-i18next';
import { ConfirmDialog, confirmCopy } from '@immodesk/ui-kit';

export type ResetTemplateDialogProps = { isResetting: boolean; onClose: () => void; onConfirm: () => void };

/** Confirms going back to the built-in text: the organization's own version is gone afterwards. */
export function ResetTemplateDialog({ isResetting, onClose, onConfirm }: ResetTemplateDialogProps) {
  const { t } = useTranslation('properties');
  return (
    <ConfirmDialog
      {...confirmCopy(t, 'contractTemplates.resetDialog')}
      confirmVariant="danger"
      isPending={isResetting}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
