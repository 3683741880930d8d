import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormDialog } from './FormDialog';

afterEach(cleanup);

const renderDialog = (isPending: boolean) => {
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const onClose = vi.fn();
  render(
    <FormDialog
      title="New task"
      formLabel="New task"
      cancelLabel="Close"
      submitLabel="Save"
      isPending={isPending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <input aria-label="Title" />
    </FormDialog>,
  );
  return { onSubmit, onClose };
};

describe('FormDialog', () => {
  it('holds its fields in a named form that submits with the save button and closes with cancel', () => {
    const { onSubmit, onClose } = renderDialog(false);
    const form = screen.getByRole('form', { name: 'New task' });
    expect(form.contains(screen.getByRole('textbox', { name: 'Title' }))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect([onSubmit.mock.calls.length, onClose.mock.calls.length]).toEqual([1, 1]);
  });

  it('does not close while the form is saved', () => {
    const { onClose } = renderDialog(true);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Close' }).hasAttribute('disabled')).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
  });
});
