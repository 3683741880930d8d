import { useTranslation } from 'react-i18next';
import { Button, Dialog, formGrid } from '@immodesk/ui-kit';

export type ResetTemplateDialogProps = { isResetting: boolean; onClose: () => void; onConfirm: () => void };

/** Confirms going back to the built-in text: the organization's own version is gone afterwards. */
export function ResetTemplateDialog({ isResetting, onClose, onConfirm }: ResetTemplateDialogProps) {
  const { t } = useTranslation('properties');
  return (
    <Dialog
      isOpen
      title={t('contractTemplates.resetDialog.title')}
      description={t('contractTemplates.resetDialog.description')}
      onClose={() => (isResetting ? undefined : onClose())}
    >
      <div className={formGrid.actions}>
        <Button variant="secondary" onClick={onClose} disabled={isResetting} data-autofocus>
          {t('contractTemplates.resetDialog.cancel')}
        </Button>
        <Button variant="danger" isLoading={isResetting} onClick={onConfirm}>
          {t('contractTemplates.resetDialog.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
