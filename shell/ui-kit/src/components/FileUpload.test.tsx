import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileUpload, type FileUploadProps } from './FileUpload';

afterEach(cleanup);

const photo = (name: string) => new File(['x'], name, { type: 'image/png' });

function renderUpload(props: Partial<FileUploadProps> = {}) {
  const onFiles = vi.fn<(files: File[]) => void>();
  render(
    <FileUpload
      label="Add photos"
      hint="JPG or PNG, at most 10 MB each."
      dropHint="or drop them here"
      accept="image/png,image/jpeg"
      multiple
      onFiles={onFiles}
      progressLabel={(item) => `Uploading ${item.fileName}`}
      {...props}
    />,
  );
  return onFiles;
}

describe('FileUpload', () => {
  it('opens the file chooser from a real button described by the hint, and hands over the chosen files', () => {
    const onFiles = renderUpload();
    const button = screen.getByRole('button', { name: 'Add photos' });
    expect(button.getAttribute('aria-describedby')).toBe(
      screen.getByText('JPG or PNG, at most 10 MB each.').id,
    );
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const opened = vi.spyOn(input, 'click');
    fireEvent.click(button);
    expect(opened).toHaveBeenCalledOnce();
    expect(input.hidden).toBe(true);
    fireEvent.change(input, { target: { files: [photo('keuken.png'), photo('tuin.png')] } });
    expect(onFiles.mock.calls[0]![0].map((file) => file.name)).toEqual(['keuken.png', 'tuin.png']);
  });

  it('takes files dropped on the zone, one only when it is not multiple', () => {
    const onFiles = renderUpload({ multiple: false });
    fireEvent.drop(screen.getByTestId('file-upload-drop-zone'), {
      dataTransfer: { files: [photo('a.png'), photo('b.png')], types: ['Files'] },
    });
    expect(onFiles.mock.calls[0]![0].map((file) => file.name)).toEqual(['a.png']);
  });

  it('ignores a drop while disabled', () => {
    const onFiles = renderUpload({ disabled: true });
    fireEvent.drop(screen.getByTestId('file-upload-drop-zone'), {
      dataTransfer: { files: [photo('a.png')], types: ['Files'] },
    });
    expect(onFiles).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Add photos' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows each upload with its own labelled progress bar', () => {
    renderUpload({ uploads: [{ id: '1', fileName: 'keuken.png', progress: 0.4 }] });
    const bar = screen.getByRole('progressbar', { name: 'Uploading keuken.png' });
    expect(bar.getAttribute('value')).toBe('0.4');
  });
});
