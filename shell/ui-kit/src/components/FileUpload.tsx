import clsx from 'clsx';
import { useId, useRef, useState, type DragEvent } from 'react';
import { Upload } from 'lucide-react';
import { Button } from './Button';
import { layout } from './layout';
import styles from './FileUpload.module.css';

/** A file on its way up: `progress` is the fraction sent, 0–1. */
export type FileUploadItem = { id: string; fileName: string; progress: number };

export type FileUploadProps = {
  /** The button's text, e.g. "Add photos". */
  label: string;
  /** Accepted types and sizes, linked to the button with aria-describedby. */
  hint?: string;
  /** Said in the drop zone, e.g. "or drop photos here". */
  dropHint: string;
  /** The input's `accept`: the file chooser offers these; dropped files are handed over as they are (the server checks). */
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  /** Uploads in progress, each with its own progress bar. */
  uploads?: readonly FileUploadItem[];
  /** The accessible name of an upload's progress bar, e.g. "Uploading kitchen.jpg". */
  progressLabel?: (item: FileUploadItem) => string;
};

/**
 * Choose files with a real button (the file input stays hidden) or drop them on the zone; each upload shows a
 * labelled progress bar, announced politely.
 */
export function FileUpload({
  label,
  hint,
  dropHint,
  accept,
  multiple = false,
  disabled = false,
  onFiles,
  uploads = [],
  progressLabel = (item) => item.fileName,
}: FileUploadProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [isDragOver, setIsDragOver] = useState(false);

  const hand = (files: FileList | null) => {
    const chosen = Array.from(files ?? []);
    if (chosen.length > 0) onFiles(multiple ? chosen : chosen.slice(0, 1));
  };
  const handleDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (disabled || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setIsDragOver(true);
  };
  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsDragOver(false);
    if (!disabled) hand(event.dataTransfer.files);
  };

  return (
    <div className={styles.upload}>
      <div
        className={clsx(styles.dropZone, isDragOver && styles.dropZoneActive)}
        data-testid="file-upload-drop-zone"
        onDragOver={handleDragOver}
        onDragLeave={() => setIsDragOver(false)}
        onDrop={handleDrop}
      >
        <Button
          variant="secondary"
          onClick={() => inputRef.current?.click()}
          disabled={disabled}
          aria-describedby={hint ? hintId : undefined}
        >
          <Upload size={18} aria-hidden="true" />
          {label}
        </Button>
        <span className={styles.dropHint}>{dropHint}</span>
        <input
          ref={inputRef}
          type="file"
          hidden
          tabIndex={-1}
          accept={accept}
          multiple={multiple}
          onChange={(event) => {
            hand(event.target.files);
            event.target.value = '';
          }}
        />
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {uploads.length > 0 ? (
        <ul className={layout.list} aria-live="polite">
          {uploads.map((item) => (
            <li key={item.id}>
              <label className={styles.progressLabel}>
                {progressLabel(item)}
                <progress max={1} value={item.progress} />
              </label>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
