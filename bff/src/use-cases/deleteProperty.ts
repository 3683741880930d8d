import type { DocumentFilesApi } from '@immodesk/documents/documentsApi';
import type { RequestContext } from '@immodesk/platform/context';
import type { PropertiesApi, PropertyFilesApi } from '@immodesk/properties/propertiesApi';

export type DeletePropertyDeps = {
  properties: Pick<PropertiesApi, 'getProperty' | 'taskIdsForProperty'>;
  propertyFiles: Pick<PropertyFilesApi, 'deleteProperty'>;
  documentFiles: Pick<DocumentFilesApi, 'deleteTaskDocuments'>;
};

/**
 * Deletes a property with everything that hangs off it. Task attachments live in the documents service: they go
 * first, so should that fail the property is still there and the delete can be retried. Then the property with
 * its photos, information and tasks in one transaction, then the photo files.
 */
export async function deleteProperty(deps: DeletePropertyDeps, context: RequestContext, idOrUrlCode: string): Promise<void> {
  const property = await deps.properties.getProperty(context, idOrUrlCode);
  const taskIds = await deps.properties.taskIdsForProperty(context, { propertyId: property.id });
  if (taskIds.length > 0) await deps.documentFiles.deleteTaskDocuments(context, taskIds);
  await deps.propertyFiles.deleteProperty(context, property.id);
}
