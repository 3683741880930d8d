import type { ContactInquiryStore } from '@immodesk/platform/contact/contactInquiryStore';
import type { Services } from '../composition';

/**
 * Every service that keeps something of an organization: what its export writes out and what deleting the account
 * removes. One list for both, so a service that starts keeping organization data is exported and deleted alike.
 */
export type OrganizationDataServices = Pick<
  Services,
  | 'identity'
  | 'billing'
  | 'messaging'
  | 'ai'
  | 'documentFiles'
  | 'documents'
  | 'finance'
  | 'contacts'
  | 'propertyFiles'
  | 'properties'
  | 'outbox'
  | 'contracts'
  | 'signing'
  | 'banking'
  | 'statements'
  | 'indexation'
  | 'expenses'
  | 'dataSource'
> & { contactInquiries: ContactInquiryStore };
