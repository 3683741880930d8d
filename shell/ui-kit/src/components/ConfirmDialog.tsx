import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './Button';
import { Dialog } from './Dialog';
import { formGrid } from './formGrid';

export type ConfirmDialogProps = {
  /** For a dialog that stays mounted and opens on demand; by default it is open while mounted. */
  isOpen?: boolean;
  title: string;
  /** What will happen, naming the item concerned. */
  description: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** `danger` for an action that removes something. */
  confirmVariant?: Extract<ButtonVariant, 'primary' | 'danger'>;
  /** While the action runs: the confirm button spins, cancel and closing wait. */
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before an action (delete, send): cancel has the focus, so Enter never confirms by accident. */
export function ConfirmDialog({
  isOpen = true,
  title,
  description,
  cancelLabel,
  confirmLabel,
  confirmVariant = 'primary',
  isPending,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      title={title}
      description={description}
      onClose={() => (isPending ? undefined : onClose())}
    >
      <div className={formGrid.actions}>
        <Button variant="secondary" onClick={onClose} disabled={isPending} data-autofocus>
          {cancelLabel}
        </Button>
        <Button variant={confirmVariant} isLoading={isPending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
