import { useCallback, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

/**
 * A list filter kept in the URL (`?q=…`, `?status=…`), so reload, back and shared links keep it.
 * Changing a filter goes back to the first page and replaces the history entry (typing is not navigation).
 */
export function useFilterParam(name: string): [string, (value: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  // In a remote the new URL arrives a moment later, with the shell's next parcel update. Until then the control
  // shows what the user chose (a controlled checkbox would otherwise flip back and forth); any new location wins.
  const [chosen, setChosen] = useState<{ value: string; locationKey: string } | null>(null);
  const value = chosen && chosen.locationKey === location.key ? chosen.value : (searchParams.get(name) ?? '');
  const setValue = useCallback(
    (next: string) => {
      setChosen({ value: next, locationKey: location.key });
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
    [name, setSearchParams, location.key],
  );
  return [value, setValue];
}
