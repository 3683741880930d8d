import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { eventBus, isApiError } from '@immodesk/sdk';
import { documentKeys } from '../../document-list/api/documentKeys';
import { uploadDocument, type DocumentUploadFields } from '../api/uploadDocument';
import { checkDocumentFile } from '../utils/checkDocumentFile';

export type UploadStatus = 'ready' | 'uploading' | 'done' | 'failed';

/** One chosen file: refused at once by the browser's check, or sent with its own progress and its own error. */
export type UploadItem = {
  id: string;
  file: File;
  status: UploadStatus;
  progress: number;
  error: string | null;
};

let nextId = 0;

/** The files of the upload dialog and their uploads, one after the other so each bar moves on its own. */
export function useDocumentUploads() {
  const { t } = useTranslation('documents');
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const itemsRef = useRef(items);
  itemsRef.current = items;

  const patch = useCallback((id: string, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const add = useCallback(
    (files: File[]) => {
      const added = files.map((file): UploadItem => {
        const problem = checkDocumentFile(file);
        nextId += 1;
        return {
          id: `upload-${nextId}`,
          file,
          status: problem ? 'failed' : 'ready',
          progress: 0,
          error: problem ? t(`upload.errors.${problem}`) : null,
        };
      });
      setItems((current) => [...current, ...added]);
    },
    [t],
  );

  const remove = useCallback(
    (id: string) => setItems((current) => current.filter((item) => item.id !== id)),
    [],
  );

  /** Sends every ready file; resolves with how many were stored and how many were refused. */
  const uploadAll = useCallback(
    async (fields: DocumentUploadFields) => {
      let stored = 0;
      let failed = itemsRef.current.filter((item) => item.status === 'failed').length;
      for (const item of itemsRef.current.filter((candidate) => candidate.status === 'ready')) {
        patch(item.id, { status: 'uploading', progress: 0 });
        try {
          const document = await uploadDocument(
            item.file,
            fields,
            (progress) => patch(item.id, { progress }),
            t('upload.errors.network'),
          );
          patch(item.id, { status: 'done', progress: 1 });
          stored += 1;
          eventBus.emit('data:changed', { entity: 'document', id: document.id });
        } catch (error) {
          failed += 1;
          patch(item.id, {
            status: 'failed',
            error: isApiError(error) ? error.message : t('upload.errors.failed'),
          });
        }
      }
      if (stored > 0) await queryClient.invalidateQueries({ queryKey: documentKeys.all });
      return { stored, failed };
    },
    [patch, queryClient, t],
  );

  return { items, add, remove, uploadAll };
}
