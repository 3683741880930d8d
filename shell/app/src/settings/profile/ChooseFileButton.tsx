import { useRef, type ChangeEvent } from 'react';
import { Button } from '@immodesk/ui-kit';

export type ChooseFileButtonProps = {
  label: string;
  /** The file types the chooser offers. */
  accept: readonly string[];
  /** The id of the hint that says which files fit (types, size). */
  hintId: string;
  isUploading: boolean;
  disabled: boolean;
  onFile: (file: File) => void;
  'data-testid': string;
};

/** A real button that opens the file chooser (the file input stays hidden) and hands over the chosen file. */
export function ChooseFileButton({
  label,
  accept,
  hintId,
  isUploading,
  disabled,
  onFile,
  'data-testid': testId,
}: ChooseFileButtonProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Cleared at once, so choosing the same file again after a failure still triggers a change.
    event.currentTarget.value = '';
    if (file) onFile(file);
  };
  return (
    <>
      <input
        ref={fileInput}
        type="file"
        accept={accept.join(',')}
        hidden
        onChange={handleChange}
        data-testid={testId}
      />
      <Button
        variant="secondary"
        isLoading={isUploading}
        disabled={disabled}
        aria-describedby={hintId}
        onClick={() => fileInput.current?.click()}
      >
        {label}
      </Button>
    </>
  );
}
