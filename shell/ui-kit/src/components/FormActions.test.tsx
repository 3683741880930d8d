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
        <FormActions cancelLabel="Cancel" onCancel={onCancel} submitLabel="Save" isSubmitting={false} />
      </form>,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Cancel', 'Save']);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('keeps cancel available while sending unless told to wait', () => {
    const { rerender } = render(
      <FormActions cancelLabel="Close" onCancel={() => {}} submitLabel="Upload" isSubmitting />,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toHaveProperty('disabled', false);
    rerender(
      <FormActions
        cancelLabel="Close"
        onCancel={() => {}}
        submitLabel="Upload"
        isSubmitting
        isCancelDisabled
      />,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toHaveProperty('disabled', true);
  });
});
