import { useTranslation } from 'react-i18next';
import type { TCreatePropertyResponse } from '@immodesk/contracts/properties/createProperty.contract';
import { Dialog, FormActions } from '@immodesk/ui-kit';
import { createProperty } from '../api/saveProperty';
import { useSavePropertyForm } from '../hooks/useSavePropertyForm';
import { PropertyForm } from './PropertyForm';

export type PropertyFormDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  onCreated: (property: TCreatePropertyResponse) => void;
};

/** The add-property modal. */
export function PropertyFormDialog({ isOpen, onClose, onCreated }: PropertyFormDialogProps) {
  const { t } = useTranslation('properties');
  const form = useSavePropertyForm({
    save: createProperty,
    kind: 'add',
    onSaved: (property) => {
      form.reset();
      onClose();
      onCreated(property);
    },
  });
  return (
    <Dialog isOpen={isOpen} title={t('form.addTitle')} onClose={onClose}>
      <PropertyForm
        form={form}
        actions={
          <FormActions
            cancelLabel={t('form.cancel')}
            submitLabel={t('form.add')}
            isPending={form.isSaving}
            onCancel={onClose}
          />
        }
      />
    </Dialog>
  );
}
