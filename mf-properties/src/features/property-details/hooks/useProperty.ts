import { useQuery } from '@tanstack/react-query';
import { propertyKeys } from '../../../shared/api/propertyKeys';
import { fetchProperty } from '../../property-form/api/saveProperty';

export function useProperty(idOrUrlCode: string) {
  return useQuery({
    queryKey: propertyKeys.detail(idOrUrlCode),
    queryFn: ({ signal }) => fetchProperty(idOrUrlCode, signal),
  });
}
