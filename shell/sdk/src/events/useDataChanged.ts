import { useEffect, useRef } from 'react';
import { eventBus, type DataChangedEntity } from './eventBus';

/** Calls `onChange` whenever any app (another remote's dialog included) reports a change to `entity`. */
export function useDataChanged(entity: DataChangedEntity, onChange: () => void): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(
    () =>
      eventBus.on('data:changed', (event) => {
        if (event.entity === entity) latest.current();
      }),
    [entity],
  );
}
