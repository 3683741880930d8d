import { Button } from './Button';
import { formGrid } from './formGrid';

export type FormActionsProps = {
  cancelLabel: string;
  submitLabel: string;
  /** While the form is saved: submit spins, cancel waits. */
  isPending: boolean;
  onCancel: () => void;
  /** `danger` for a form that ends something (a lease). */
  submitVariant?: 'primary' | 'danger';
  /** The submit also waits for something besides the save (a preview, a link). */
  isSubmitDisabled?: boolean;
  /** Cancel also waits for something besides the save, e.g. uploads that closing would abandon. */
  isCancelDisabled?: boolean;
  /** Set off from the content above, for a dialog's form without a gap between its parts. */
  isSetOff?: boolean;
};

/** The foot of a form: cancel, then submit, aligned at the end of the row and wrapping on a narrow screen. */
export function FormActions({
  cancelLabel,
  submitLabel,
  isPending,
  onCancel,
  submitVariant = 'primary',
  isSubmitDisabled = false,
  isCancelDisabled = false,
  isSetOff = false,
}: FormActionsProps) {
  return (
    <div className={isSetOff ? formGrid.dialogActions : formGrid.actions}>
      <Button variant="secondary" onClick={onCancel} disabled={isPending || isCancelDisabled}>
        {cancelLabel}
      </Button>
      <Button type="submit" variant={submitVariant} isLoading={isPending} disabled={isSubmitDisabled}>
        {submitLabel}
      </Button>
    </div>
  );
}
