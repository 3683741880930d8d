import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A list page's "add" dialog that a link can open (`/properties?create=1`, the dashboard checklist's steps). The
 * dialog opens when the page opens with `create=1`; closing it drops the parameter (replacing the history entry),
 * so a reload or Back never opens it again.
 */
export function useCreateParam(): {
  isCreating: boolean;
  startCreating: () => void;
  stopCreating: () => void;
} {
  const [searchParams, setSearchParams] = useSearchParams();
  const [isCreating, setIsCreating] = useState(() => searchParams.get('create') === '1');
  const startCreating = useCallback(() => setIsCreating(true), []);
  const stopCreating = useCallback(() => {
    setIsCreating(false);
    setSearchParams(
      (current) => {
        if (!current.has('create')) return current;
        const params = new URLSearchParams(current);
        params.delete('create');
        return params;
      },
      { replace: true },
    );
  }, [setSearchParams]);
  return { isCreating, startCreating, stopCreating };
}
