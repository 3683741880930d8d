import { useCallback, useMemo, useState } from 'react';

/** A file chosen in the task form, waiting to be uploaded once the task is saved. */
export type PendingAttachment = {
  key: string;
  file: File;
  /** 0…1 while uploading. */
  progress: number;
  isUploading: boolean;
  /** The server's message when this file's upload failed. */
  error: string | null;
};

let counter = 0;

export function usePendingAttachments() {
  const [items, setItems] = useState<PendingAttachment[]>([]);
  const add = useCallback((files: Iterable<File>) => {
    const added = Array.from(files, (file) => ({
      key: `pending-${(counter += 1)}`,
      file,
      progress: 0,
      isUploading: false,
      error: null,
    }));
    setItems((current) => [...current, ...added]);
  }, []);
  const remove = useCallback(
    (key: string) => setItems((current) => current.filter((item) => item.key !== key)),
    [],
  );
  const update = useCallback(
    (key: string, patch: Partial<Omit<PendingAttachment, 'key' | 'file'>>) =>
      setItems((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item))),
    [],
  );
  return useMemo(() => ({ items, add, remove, update }), [items, add, remove, update]);
}

export type PendingAttachments = ReturnType<typeof usePendingAttachments>;
