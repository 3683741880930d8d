import { useCallback, useState } from 'react';
import { useCurrentUser } from '@immodesk/sdk';
import { OPTIONAL_DOCUMENT_COLUMNS, type OptionalDocumentColumn } from '../utils/documentColumns';

/** Where the hidden columns are kept: in this browser, per user (README "Documents"). */
export const hiddenColumnsStorageKey = (userId: string) => `immodesk.documents.hiddenColumns.${userId}`;

function read(userId: string | undefined): OptionalDocumentColumn[] {
  if (!userId) return [];
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(hiddenColumnsStorageKey(userId)) ?? '[]');
    return Array.isArray(stored) ? OPTIONAL_DOCUMENT_COLUMNS.filter((column) => stored.includes(column)) : [];
  } catch {
    return [];
  }
}

/**
 * The columns the user hid in the documents table, remembered per user in local storage (a display preference:
 * not worth a server round trip or a table), like the view mode of the other lists.
 */
export function useColumnVisibility(): {
  hidden: readonly OptionalDocumentColumn[];
  toggle: (column: OptionalDocumentColumn) => void;
} {
  const { data: user } = useCurrentUser();
  const userId = user?.id;
  const [state, setState] = useState(() => ({ userId, hidden: read(userId) }));
  const hidden = state.userId === userId ? state.hidden : read(userId);
  const toggle = useCallback(
    (column: OptionalDocumentColumn) => {
      const next = hidden.includes(column)
        ? hidden.filter((candidate) => candidate !== column)
        : [...hidden, column];
      setState({ userId, hidden: next });
      if (!userId) return;
      try {
        window.localStorage.setItem(hiddenColumnsStorageKey(userId), JSON.stringify(next));
      } catch {
        // Storage full or blocked: the choice lasts for this visit only.
      }
    },
    [hidden, userId],
  );
  return { hidden, toggle };
}
