import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, formGrid } from '@immodesk/ui-kit';

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
        <div className={formGrid.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" isLoading={isSaving}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
