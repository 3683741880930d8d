import {
  ZContractTemplateResponse,
  ZContractTemplateTypeParams,
  ZListContractTemplatesResponse,
  ZPutContractTemplateRequest,
  ZResetContractTemplateRequest,
} from '@immodesk/contracts/contracts/contractTemplates.contract';
import { TEMPLATE_PLACEHOLDERS } from '@immodesk/contracts/vocabulary/templatePlaceholders';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import { signedIn } from '../http/routeShorthands';
import type { Services } from '../composition';

/** SPEC.md §6: editing contract templates is for Basic and up; Free sees them (and the upgrade prompt) only. */
async function assertTemplateEditing(identity: Pick<Services['identity'], 'getOrganizationPlan'>, context: RequestContext): Promise<void> {
  const { planType } = await identity.getOrganizationPlan(context);
  if (planType === 'free') throw new AppError('plan_required');
}

export function contractTemplateRoutes(services: Pick<Services, 'contracts' | 'identity'>) {
  const { contracts, identity } = services;
  const placeholders = [...TEMPLATE_PLACEHOLDERS];
  return [
    signedIn.get('/api/contract-templates', { response: ZListContractTemplatesResponse }, async ({ session }) => ({
      items: await contracts.listContractTemplates(session, {}),
      placeholders,
    })),
    signedIn.get('/api/contract-templates/:type', { params: ZContractTemplateTypeParams, response: ZListContractTemplatesResponse }, async ({ session, params }) => ({
      items: await contracts.listContractTemplates(session, { type: params.type }),
      placeholders,
    })),
    signedIn.put('/api/contract-templates/:type', { params: ZContractTemplateTypeParams, body: ZPutContractTemplateRequest, response: ZContractTemplateResponse }, async ({ session, params, body }) => {
      await assertTemplateEditing(identity, session);
      return contracts.putContractTemplate(session, { ...body, type: params.type });
    }),
    signedIn.post('/api/contract-templates/:type/reset', { params: ZContractTemplateTypeParams, body: ZResetContractTemplateRequest, response: ZContractTemplateResponse }, async ({ session, params, body }) => {
      await assertTemplateEditing(identity, session);
      return contracts.resetContractTemplate(session, { ...body, type: params.type });
    }),
  ];
}
