import type { Services } from '../composition';
import { assertLeaseComplete, contractDocumentModel } from './contractDocument';
import type { ContractDocuments } from './contractSigningDeps';

/** The lease as the share page shows it and the final PDF prints it: the same model as its PDF and DOCX downloads. */
export function contractSigningDocuments(
  services: Pick<Services, 'contracts' | 'properties' | 'contacts' | 'identity' | 'pdf'>,
): ContractDocuments {
  return {
    renderContract: async (context, contractId) =>
      (await contractDocumentModel(services, context, contractId)).model,
    renderPdf: (html) => services.pdf.renderPdf(html),
    assertComplete: (context, contractId) => assertLeaseComplete(services, context, contractId),
  };
}
