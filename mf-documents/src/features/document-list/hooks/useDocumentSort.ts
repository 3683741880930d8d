import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  ZDocumentSortField,
  ZSortOrder,
  type TDocumentSortField,
  type TSortOrder,
} from '@immodesk/contracts/documents/listDocuments.contract';

export type DocumentSort = { sort: TDocumentSortField; order: TSortOrder };

/** The newest upload first, as the server sorts without `sort`. */
export const DEFAULT_DOCUMENT_SORT: DocumentSort = { sort: 'uploadedAt', order: 'desc' };

/**
 * `?sort=name&order=asc` in the URL (reload, back and shared links keep it); the default order is left out.
 * A new sort goes back to the first page.
 */
export function useDocumentSort(): [DocumentSort, (next: DocumentSort) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const sort = ZDocumentSortField.safeParse(searchParams.get('sort'));
  const order = ZSortOrder.safeParse(searchParams.get('order'));
  const current: DocumentSort = sort.success
    ? { sort: sort.data, order: order.success ? order.data : 'asc' }
    : DEFAULT_DOCUMENT_SORT;
  const setSort = useCallback(
    (next: DocumentSort) => {
      setSearchParams(
        (params) => {
          const updated = new URLSearchParams(params);
          const isDefault =
            next.sort === DEFAULT_DOCUMENT_SORT.sort && next.order === DEFAULT_DOCUMENT_SORT.order;
          if (isDefault) {
            updated.delete('sort');
            updated.delete('order');
          } else {
            updated.set('sort', next.sort);
            updated.set('order', next.order);
          }
          updated.delete('page');
          return updated;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );
  return [current, setSort];
}
