import type {
  TContractTemplateResponse,
  TContractTemplateTypeParams,
  TPutContractTemplateRequest,
  TResetContractTemplateRequest,
} from '@immodesk/contracts/contracts/contractTemplates.contract';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Services } from '../composition';

export type EditContractTemplateDeps = {
  identity: Pick<Services['identity'], 'getOrganizationPlan'>;
  contracts: Pick<Services['contracts'], 'putContractTemplate' | 'resetContractTemplate'>;
};

/**
 * A change to a contract type's template: `put` saves the organization's own (PUT /api/contract-templates/:type),
 * `reset` puts the shipped one back (POST /api/contract-templates/:type/reset).
 */
export type ContractTemplateEdit =
  | { kind: 'put'; input: TPutContractTemplateRequest & TContractTemplateTypeParams }
  | { kind: 'reset'; input: TResetContractTemplateRequest & TContractTemplateTypeParams };

/** SPEC.md §6: editing contract templates is for Basic and up; Free sees them (and the upgrade prompt) only. */
export async function editContractTemplate(
  deps: EditContractTemplateDeps,
  context: RequestContext,
  edit: ContractTemplateEdit,
): Promise<TContractTemplateResponse> {
  const { planType } = await deps.identity.getOrganizationPlan(context);
  if (planType === 'free') throw new AppError('plan_required');
  return edit.kind === 'put'
    ? deps.contracts.putContractTemplate(context, edit.input)
    : deps.contracts.resetContractTemplate(context, edit.input);
}
