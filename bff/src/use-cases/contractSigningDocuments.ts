import { renderContractHtml } from '@immodesk/contracts-service/rendering/contractHtml';
import type { Services } from '../composition';
import { contractDocumentModel } from './contractDocument';
import type { ContractDocuments } from './contractSigningDeps';

/** The lease as the share page shows it and the final PDF prints it: the same model as its PDF and DOCX downloads. */
export function contractSigningDocuments(services: Pick<Services, 'contracts' | 'properties' | 'contacts' | 'identity' | 'pdf'>): ContractDocuments {
  return {
    renderContractHtml: async (context, contractId) => {
      const { model } = await contractDocumentModel(services, context, contractId);
      return { html: renderContractHtml(model), title: model.title };
    },
    renderPdf: (html) => services.pdf.renderPdf(html),
  };
}
