import type { RequestContext } from '@immodesk/platform/context';
import type { Services } from '../composition';

/** The lease as printed: its self-contained HTML in the contract's language, and the PDF printed from HTML. */
export type ContractDocuments = {
  renderContractHtml(context: RequestContext, contractId: string): Promise<{ html: string; title: string }>;
  renderPdf(html: string): Promise<Buffer>;
};

/** What the share-and-sign flows use: the contract, its parties, the signing records, the signed PDF's storage. */
export type ContractSigningDeps = Pick<Services, 'contracts' | 'contacts' | 'identity' | 'signing' | 'documentFiles' | 'mailer' | 'shellConfig'> & {
  documents: ContractDocuments;
  publicUrl: string;
};
