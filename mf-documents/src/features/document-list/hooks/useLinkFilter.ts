import { ZUuid } from '@immodesk/contracts/common/primitives';
import { useFilterParam } from '@immodesk/sdk';

/** `?propertyId=` / `?tenantId=`; a value that is no id means no filter rather than an error from the BFF. */
export function useLinkFilter(name: 'propertyId' | 'tenantId'): [string | null, (id: string) => void] {
  const [value, setValue] = useFilterParam(name);
  return [ZUuid.safeParse(value).success ? value : null, setValue];
}
