import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A list filter kept in the URL (`?q=…`, `?status=…`), so reload, back and shared links keep it.
 * Changing a filter goes back to the first page and replaces the history entry (typing is not navigation).
 */
export function useFilterParam(name: string): [string, (value: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = searchParams.get(name) ?? '';
  const setValue = useCallback(
    (next: string) => {
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next) params.set(name, next);
          else params.delete(name);
          params.delete('page');
          return params;
        },
        { replace: true },
      );
    },
    [name, setSearchParams],
  );
  return [value, setValue];
}
