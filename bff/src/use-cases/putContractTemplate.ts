import type {
  TContractTemplateResponse,
  TContractTemplateTypeParams,
  TPutContractTemplateRequest,
} from '@immodesk/contracts/contracts/contractTemplates.contract';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Services } from '../composition';

export type TemplateEditingDeps = { identity: Pick<Services['identity'], 'getOrganizationPlan'> };

export type PutContractTemplateInput = TPutContractTemplateRequest & TContractTemplateTypeParams;

export type PutContractTemplateDeps = TemplateEditingDeps & {
  contracts: Pick<Services['contracts'], 'putContractTemplate'>;
};

/** SPEC.md §6: editing contract templates is for Basic and up; Free sees them (and the upgrade prompt) only. */
export async function assertTemplateEditing(
  deps: TemplateEditingDeps,
  context: RequestContext,
): Promise<void> {
  const { planType } = await deps.identity.getOrganizationPlan(context);
  if (planType === 'free') throw new AppError('plan_required');
}

/** PUT /api/contract-templates/:type: saves the organization's own template of a contract type (Basic and up). */
export async function putContractTemplate(
  deps: PutContractTemplateDeps,
  context: RequestContext,
  input: PutContractTemplateInput,
): Promise<TContractTemplateResponse> {
  await assertTemplateEditing(deps, context);
  return deps.contracts.putContractTemplate(context, input);
}
