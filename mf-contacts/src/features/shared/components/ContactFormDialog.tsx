import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, FormActions, formGrid } from '@immodesk/ui-kit';

export type ContactFormDialogProps = {
  /** Also the form's accessible name. */
  title: string;
  description?: string;
  submitLabel: string;
  isSaving: boolean;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  /** The fields. */
  children: ReactNode;
};

/** The modal of a tenant or contractor form: its fields, then cancel and save. Mount it to open it. */
export function ContactFormDialog({
  title,
  description,
  submitLabel,
  isSaving,
  onSubmit,
  onClose,
  children,
}: ContactFormDialogProps) {
  const { t } = useTranslation('contacts');
  return (
    <Dialog isOpen title={title} onClose={onClose} description={description}>
      <form onSubmit={onSubmit} noValidate className={formGrid.form} aria-label={title}>
        {children}
        <FormActions
          cancelLabel={t('form.cancel')}
          onCancel={onClose}
          submitLabel={submitLabel}
          isPending={isSaving}
        />
      </form>
    </Dialog>
  );
}
