import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { eventBus } from '@immodesk/sdk';
import { deleteDocument, fetchDocumentUsage, renameDocument } from '../api/documentMutations';
import { documentKeys } from '../api/documentKeys';

/** Storage used by the organization's documents and its plan's quota. */
export function useDocumentUsage() {
  return useQuery({ queryKey: documentKeys.usage(), queryFn: ({ signal }) => fetchDocumentUsage(signal) });
}

/** After a change every documents list (and the usage) reloads, and other apps hear of it. */
function useDocumentChanged() {
  const queryClient = useQueryClient();
  return async (documentId: string) => {
    eventBus.emit('data:changed', { entity: 'document', id: documentId });
    await queryClient.invalidateQueries({ queryKey: documentKeys.all });
  };
}

export function useRenameDocument() {
  const changed = useDocumentChanged();
  return useMutation({
    mutationFn: ({ documentId, fileName }: { documentId: string; fileName: string }) =>
      renameDocument(documentId, fileName),
    onSuccess: (document) => changed(document.id),
  });
}

export function useDeleteDocument() {
  const changed = useDocumentChanged();
  return useMutation({
    mutationFn: (documentId: string) => deleteDocument(documentId),
    onSuccess: (_, documentId) => changed(documentId),
  });
}
