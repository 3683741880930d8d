import { useTranslation } from 'react-i18next';
import type { TCreatePropertyResponse } from '@immodesk/contracts/properties/createProperty.contract';
import { Button, Dialog } from '@immodesk/ui-kit';
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
        values={form.values}
        onChange={form.setValues}
        errors={form.errors}
        summary={form.summary}
        invalidAttempt={form.invalidAttempt}
        onSubmit={form.submit}
        actions={
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" isLoading={form.isSaving}>
              {t('form.add')}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
