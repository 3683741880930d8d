import type {
  TContractTemplateResponse,
  TContractTemplateTypeParams,
  TResetContractTemplateRequest,
} from '@immodesk/contracts/contracts/contractTemplates.contract';
import type { RequestContext } from '@immodesk/platform/context';
import type { Services } from '../composition';
import { assertTemplateEditing, type TemplateEditingDeps } from './putContractTemplate';

export type ResetContractTemplateInput = TResetContractTemplateRequest & TContractTemplateTypeParams;

export type ResetContractTemplateDeps = TemplateEditingDeps & {
  contracts: Pick<Services['contracts'], 'resetContractTemplate'>;
};

/** POST /api/contract-templates/:type/reset: puts a contract type's template back to the shipped one (Basic and up). */
export async function resetContractTemplate(
  deps: ResetContractTemplateDeps,
  context: RequestContext,
  input: ResetContractTemplateInput,
): Promise<TContractTemplateResponse> {
  await assertTemplateEditing(deps, context);
  return deps.contracts.resetContractTemplate(context, input);
}
