import type { FormEvent, ReactNode, Ref } from 'react';
import { Dialog } from './Dialog';
import { FormActions, type FormActionsProps } from './FormActions';
import { formGrid } from './formGrid';

export type FormDialogProps = Omit<FormActionsProps, 'onCancel'> & {
  title: string;
  description?: ReactNode;
  /** Escape, the backdrop and cancel call it; none of them closes the dialog while the form is saved. */
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  formRef?: Ref<HTMLFormElement>;
  /** The form's accessible name, for a form that is found by its name (usually the title). */
  formLabel?: string;
  children: ReactNode;
};

/** A dialog around one form: its fields stacked, cancel and submit at the foot; checks are the form's own. */
export function FormDialog({
  title,
  description,
  onClose,
  onSubmit,
  formRef,
  formLabel,
  children,
  ...actions
}: FormDialogProps) {
  return (
    <Dialog
      isOpen
      title={title}
      description={description}
      onClose={() => (actions.isPending ? undefined : onClose())}
    >
      <form ref={formRef} className={formGrid.form} noValidate onSubmit={onSubmit} aria-label={formLabel}>
        {children}
        <FormActions {...actions} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
