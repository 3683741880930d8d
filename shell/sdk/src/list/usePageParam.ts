import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parsePageParam } from './pagination';

/** The current page lives in the URL (`?page=2`), so reload, back and shared links keep it. */
export function usePageParam(): [number, (page: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePageParam(searchParams.get('page'));
  const setPage = useCallback(
    (next: number) => {
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        if (next <= 1) params.delete('page');
        else params.set('page', String(next));
        return params;
      });
    },
    [setSearchParams],
  );
  return [page, setPage];
}
