import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

afterEach(cleanup);

const renderDialog = (isPending: boolean) => {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(
    <ConfirmDialog
      title="Delete the task?"
      description="Paint the door goes with its attachments."
      cancelLabel="Cancel"
      confirmLabel="Delete"
      confirmVariant="danger"
      isPending={isPending}
      onConfirm={onConfirm}
      onClose={onClose}
    />,
  );
  return { onConfirm, onClose };
};

describe('ConfirmDialog', () => {
  it('names the action, confirms or cancels it', () => {
    const { onConfirm, onClose } = renderDialog(false);
    const dialog = screen.getByRole('dialog', { name: 'Delete the task?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect([onConfirm.mock.calls.length, onClose.mock.calls.length]).toEqual([1, 1]);
  });

  it('cannot be cancelled while the action runs', () => {
    const { onClose } = renderDialog(true);
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });
});
