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
};

/** The foot of a form in a dialog: cancel, then submit, at the end of the row. */
export function FormActions({
  cancelLabel,
  submitLabel,
  isPending,
  onCancel,
  submitVariant = 'primary',
  isSubmitDisabled = false,
}: FormActionsProps) {
  return (
    <div className={formGrid.actions}>
      <Button variant="secondary" onClick={onCancel} disabled={isPending}>
        {cancelLabel}
      </Button>
      <Button type="submit" variant={submitVariant} isLoading={isPending} disabled={isSubmitDisabled}>
        {submitLabel}
      </Button>
    </div>
  );
}
