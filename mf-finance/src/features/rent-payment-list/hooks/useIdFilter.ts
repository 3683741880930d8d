import { isUuid } from '@immodesk/contracts/common/uuid';
import { useFilterParam } from '@immodesk/sdk';

export type IdFilterName = 'propertyId' | 'tenantId' | 'contractId';

/** `?propertyId=` / `?tenantId=` / `?contractId=`; a value that is no id means no filter rather than an error from the BFF. */
export function useIdFilter(name: IdFilterName): string | null {
  const [value] = useFilterParam(name);
  return isUuid(value) ? value : null;
}
