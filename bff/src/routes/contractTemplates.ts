import {
  ZContractTemplateResponse,
  ZContractTemplateTypeParams,
  ZListContractTemplatesResponse,
  ZPutContractTemplateRequest,
  ZResetContractTemplateRequest,
} from '@immodesk/contracts/contracts/contractTemplates.contract';
import { TEMPLATE_PLACEHOLDERS } from '@immodesk/contracts/vocabulary/templatePlaceholders';
import { signedIn } from '../http/routeShorthands';
import type { Services } from '../composition';
import { editContractTemplate } from '../use-cases/editContractTemplate';
import { saveVoidingSignatures, templateChange } from '../use-cases/voidChangedLeases';

export function contractTemplateRoutes(
  services: Pick<Services, 'contracts' | 'identity' | 'signing' | 'properties' | 'contacts'>,
) {
  const { contracts } = services;
  const placeholders = [...TEMPLATE_PLACEHOLDERS];
  return [
    signedIn.get(
      '/api/contract-templates',
      { response: ZListContractTemplatesResponse },
      async ({ session }) => ({
        items: await contracts.listContractTemplates(session, {}),
        placeholders,
      }),
    ),
    signedIn.get(
      '/api/contract-templates/:type',
      { params: ZContractTemplateTypeParams, response: ZListContractTemplatesResponse },
      async ({ session, params }) => ({
        items: await contracts.listContractTemplates(session, { type: params.type }),
        placeholders,
      }),
    ),
    signedIn.put(
      '/api/contract-templates/:type',
      {
        params: ZContractTemplateTypeParams,
        body: ZPutContractTemplateRequest,
        response: ZContractTemplateResponse,
      },
      ({ session, params, body: { confirmVoidSignatures, ...body } }) => {
        const input = { ...body, type: params.type };
        return saveVoidingSignatures(
          services,
          session,
          templateChange(input, confirmVoidSignatures === true),
          () => editContractTemplate(services, session, { kind: 'put', input }),
        );
      },
    ),
    signedIn.post(
      '/api/contract-templates/:type/reset',
      {
        params: ZContractTemplateTypeParams,
        body: ZResetContractTemplateRequest,
        response: ZContractTemplateResponse,
      },
      async ({ session, params, body: { confirmVoidSignatures, ...body } }) => {
        const input = { ...body, type: params.type };
        const content = await contracts.defaultContractTemplate(session, input);
        return saveVoidingSignatures(
          services,
          session,
          templateChange({ ...input, content }, confirmVoidSignatures === true),
          () => editContractTemplate(services, session, { kind: 'reset', input }),
        );
      },
    ),
  ];
}
