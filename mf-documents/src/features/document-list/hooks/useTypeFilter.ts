import { ZDocumentType, type TDocumentType } from '@immodesk/contracts/documents/listDocuments.contract';
import { useFilterParam } from '@immodesk/sdk';

/** `?type=invoice`; an unknown value in the URL means "all types" rather than an error from the BFF. */
export function useTypeFilter(): [TDocumentType | null, (type: string) => void] {
  const [value, setValue] = useFilterParam('type');
  const parsed = ZDocumentType.safeParse(value);
  return [parsed.success ? parsed.data : null, setValue];
}
