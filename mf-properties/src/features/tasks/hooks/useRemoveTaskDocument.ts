import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TDocument } from '@immodesk/contracts/documents/listDocuments.contract';
import { toastError, toastSuccess } from '@immodesk/sdk';
import { deleteTaskDocument } from '../api/taskDocuments';
import { taskKeys } from '../api/taskKeys';

/** Removes one attachment of a task (the document and its file). */
export function useRemoveTaskDocument(taskId: string) {
  const { t } = useTranslation('properties');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (document: TDocument) => deleteTaskDocument(document.id),
    onSuccess: (_, document) => {
      toastSuccess(t('tasks.toasts.attachmentRemoved', { fileName: document.fileName }));
      return queryClient.invalidateQueries({ queryKey: taskKeys.documents(taskId) });
    },
    onError: (error) => toastError(error, t('tasks.toasts.attachmentRemoveFailed')),
  });
}
