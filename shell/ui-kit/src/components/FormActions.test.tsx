import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormActions } from './FormActions';

afterEach(cleanup);

describe('FormActions', () => {
  it('cancels with the first button and submits the form with the second', () => {
    const onCancel = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <FormActions cancelLabel="Cancel" submitLabel="Save" isPending={false} onCancel={onCancel} />
      </form>,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Cancel', 'Save']);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect([onCancel.mock.calls.length, onSubmit.mock.calls.length]).toEqual([1, 0]);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('lets nothing be pressed twice while saving, and waits for what the submit needs', () => {
    const { rerender } = render(
      <FormActions cancelLabel="Cancel" submitLabel="Save" isPending onCancel={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    rerender(
      <FormActions
        cancelLabel="Cancel"
        submitLabel="Save"
        isPending={false}
        isSubmitDisabled
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
  });

  it('keeps cancel waiting for work besides the save when told to', () => {
    render(
      <FormActions
        cancelLabel="Close"
        submitLabel="Upload"
        isPending={false}
        isCancelDisabled
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Close' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Upload' }).hasAttribute('disabled')).toBe(false);
  });
});
