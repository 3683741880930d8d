import { Button } from './Button';
import { formGrid } from './formGrid';

export type FormActionsProps = {
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  /** While the form is sent: the submit button spins. */
  isSubmitting: boolean;
  /** Cancel waits too, e.g. while uploads run that closing would abandon. */
  isCancelDisabled?: boolean;
  /** Set off from the content above, for a dialog's form without a gap between its parts. */
  isSetOff?: boolean;
};

/** The foot of a form: cancel, then the submit button, aligned at the end and wrapping on a narrow screen. */
export function FormActions({
  cancelLabel,
  onCancel,
  submitLabel,
  isSubmitting,
  isCancelDisabled = false,
  isSetOff = false,
}: FormActionsProps) {
  return (
    <div className={isSetOff ? formGrid.dialogActions : formGrid.actions}>
      <Button variant="secondary" onClick={onCancel} disabled={isCancelDisabled}>
        {cancelLabel}
      </Button>
      <Button type="submit" isLoading={isSubmitting}>
        {submitLabel}
      </Button>
    </div>
  );
}
