import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * `?create=1` opens the open tab's add dialog (the dashboard's getting-started checklist links to
 * `/contacts?tab=tenants&create=1`); closing the dialog takes it out of the URL, so a reload does not reopen it.
 */
export function useCreateParam(): [boolean, (isOpen: boolean) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const isOpen = searchParams.get('create') === '1';
  const setOpen = useCallback(
    (next: boolean) => {
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next) params.set('create', '1');
          else params.delete('create');
          return params;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );
  return [isOpen, setOpen];
}
