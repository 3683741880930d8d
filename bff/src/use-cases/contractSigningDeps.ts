import type { ContractDocumentModel } from '@immodesk/contracts-service/contractsApi';
import type { RequestContext } from '@immodesk/platform/context';
import type { Services } from '../composition';

/** The lease as rendered (the model its PDF and DOCX come from, in the contract's language) and a PDF printer. */
export type ContractDocuments = {
  renderContract(context: RequestContext, contractId: string): Promise<ContractDocumentModel>;
  renderPdf(html: string): Promise<Buffer>;
  /** 422 with `details.missing` while the lease lacks what its template needs (issue 31). */
  assertComplete(context: RequestContext, contractId: string): Promise<void>;
};

/** What the share-and-sign flows use: the contract, its parties, the signing records, the signed PDF's storage. */
export type ContractSigningDeps = Pick<
  Services,
  | 'contracts'
  | 'contacts'
  | 'properties'
  | 'identity'
  | 'signing'
  | 'documentFiles'
  | 'mailer'
  | 'shellConfig'
  | 'finance'
  | 'dataSource'
  | 'clock'
> & {
  documents: ContractDocuments;
  publicUrl: string;
};
