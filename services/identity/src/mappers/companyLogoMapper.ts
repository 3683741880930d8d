import {
  COMPANY_LOGO_FILE_PATH,
  type TCompanyLogoResponse,
} from '@immodesk/contracts/billing/companyLogo.contract';
import type { CompanyLogoState } from '../company-logo/companyLogo';

export function toCompanyLogoResponse(state: CompanyLogoState): TCompanyLogoResponse {
  return {
    logoUrl: state.key && state.updatedAt ? `${COMPANY_LOGO_FILE_PATH}?v=${state.updatedAt.getTime()}` : null,
    updatedAt: state.key ? (state.updatedAt?.toISOString() ?? null) : null,
    allowedByPlan: state.allowedByPlan,
  };
}
