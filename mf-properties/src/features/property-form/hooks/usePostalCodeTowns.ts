import { useQuery } from '@tanstack/react-query';
import { isBelgianPostalCode } from '@immodesk/contracts/vocabulary/address';
import { isApiError } from '@immodesk/sdk';
import { propertyKeys } from '../../../shared/api/propertyKeys';
import { fetchPostalCodeTowns } from '../api/fetchPostalCodeTowns';

/**
 * The towns of the typed postal code, asked once a Belgian one is complete (four digits) and kept for the page's
 * life (reference data). `unknownMessage` is the server's message for a postal code Belgium does not have.
 */
export function usePostalCodeTowns(country: string, postalCode: string) {
  const code = postalCode.trim();
  const isLookup = country === 'BE' && isBelgianPostalCode(code);
  const query = useQuery({
    queryKey: propertyKeys.postalCodeTowns(code),
    queryFn: ({ signal }) => fetchPostalCodeTowns(code, signal),
    enabled: isLookup,
    staleTime: Infinity,
  });
  const { data, error } = query;
  return {
    postalCode: code,
    towns: isLookup && data ? data.items.map((item) => item.city) : null,
    unknownMessage: isLookup && isApiError(error) && error.status === 404 ? error.message : null,
  };
}
