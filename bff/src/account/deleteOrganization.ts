import type { RequestContext } from '@immodesk/platform/context';
import type { Services } from '../composition';

/**
 * Deletes everything of the organization in every service: domain data first (document files before their
 * rows, which hold the storage keys), identity last (users, sessions, tokens, then the organization row).
 * Every step deletes "all rows of this organization", so a failure halfway is retried by running it again:
 * the owner can still sign in until the identity step has run.
 */
export async function deleteOrganization(services: Services, context: RequestContext): Promise<void> {
  await services.messaging.deleteOrganizationData(context);
  await services.ai.deleteOrganizationData(context);
  await services.documentFiles.deleteOrganizationFiles(context);
  await services.documents.deleteOrganizationData(context);
  await services.finance.deleteOrganizationData(context);
  await services.contacts.deleteOrganizationData(context);
  await services.propertyFiles.deleteOrganizationFiles(context);
  await services.properties.deleteOrganizationData(context);
  await services.identity.deleteOrganizationData(context);
}
