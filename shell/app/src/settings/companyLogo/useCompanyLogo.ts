import { useQuery } from '@tanstack/react-query';
import { COMPANY_LOGO_PATH, ZCompanyLogoResponse } from '@immodesk/contracts/billing/companyLogo.contract';
import { apiGet } from '@immodesk/sdk';

export const companyLogoKey = ['organization', 'company-logo'] as const;

/** The organization's company logo and whether its plan allows one. */
export function useCompanyLogo() {
  return useQuery({
    queryKey: companyLogoKey,
    queryFn: () => apiGet(COMPANY_LOGO_PATH, { schema: ZCompanyLogoResponse }),
  });
}
