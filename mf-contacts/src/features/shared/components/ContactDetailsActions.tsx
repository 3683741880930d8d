import { useTranslation } from 'react-i18next';
import { Button } from '@immodesk/ui-kit';

export type ContactDetailsActionsProps = {
  isActive: boolean;
  isTogglingActive: boolean;
  onEdit: () => void;
  onToggleActive: () => void;
  onDelete: () => void;
};

/** A contact's actions in the detail view's header: edit, deactivate or reactivate, delete (which asks first). */
export function ContactDetailsActions({
  isActive,
  isTogglingActive,
  onEdit,
  onToggleActive,
  onDelete,
}: ContactDetailsActionsProps) {
  const { t } = useTranslation('contacts');
  return (
    <>
      <Button variant="secondary" onClick={onEdit}>
        {t('details.edit')}
      </Button>
      <Button variant="secondary" onClick={onToggleActive} isLoading={isTogglingActive}>
        {t(isActive ? 'details.deactivate' : 'details.reactivate')}
      </Button>
      <Button variant="danger" onClick={onDelete}>
        {t('details.delete')}
      </Button>
    </>
  );
}
