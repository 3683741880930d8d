import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useFilterParam } from './useFilterParam';

/**
 * useFilterParam for the control that changes the filter (a checkbox, a select). In a remote the new URL arrives
 * a moment later, with the shell's next parcel update; until then the control shows what the user chose, so a
 * controlled checkbox does not flip back for a moment. Any new location wins. Queries read useFilterParam, so a
 * request always matches the URL.
 */
export function useFilterControl(name: string): [string, (value: string) => void] {
  const [fromUrl, setFilter] = useFilterParam(name);
  const location = useLocation();
  const [chosen, setChosen] = useState<{ value: string; locationKey: string } | null>(null);
  const setValue = useCallback(
    (next: string) => {
      setChosen({ value: next, locationKey: location.key });
      setFilter(next);
    },
    [setFilter, location.key],
  );
  return [chosen && chosen.locationKey === location.key ? chosen.value : fromUrl, setValue];
}
