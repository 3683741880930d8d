import type { EntityManager } from 'typeorm';
import { propertyInformationRepository } from '../repositories/propertyInformationRepository';
import { propertyPhotoRepository } from '../repositories/propertyPhotoRepository';
import { countTasksForProperty, deleteTasksForProperty } from './propertyTasks';

/**
 * Something that belongs to a property and goes with it when the property is deleted. The delete-impact
 * dialog lists every dependent with items; the delete removes them all in the property's transaction and then
 * the stored files they return. A module of this service adds its own entry here (e.g. tasks).
 */
export type PropertyDependent = {
  /** Shown in the delete confirmation (translated by the client as `deleteImpact.kinds.<kind>`). */
  kind: string;
  count(manager: EntityManager, organizationId: string, propertyId: string): Promise<number>;
  /** Deletes the rows; returns the storage keys of files to remove once the transaction has committed. */
  remove(manager: EntityManager, organizationId: string, propertyId: string): Promise<string[]>;
};

const photos: PropertyDependent = {
  kind: 'photos',
  count: (manager, organizationId, propertyId) =>
    propertyPhotoRepository(manager).countForProperty(organizationId, propertyId),
  async remove(manager, organizationId, propertyId) {
    const repository = propertyPhotoRepository(manager);
    const rows = await repository.listForProperty(organizationId, propertyId);
    await repository.deleteForProperty(organizationId, propertyId);
    return rows.flatMap((row) => [row.storageKey, row.thumbnailKey]);
  },
};

const information: PropertyDependent = {
  kind: 'information',
  count: (manager, organizationId, propertyId) =>
    propertyInformationRepository(manager).countForProperty(organizationId, propertyId),
  async remove(manager, organizationId, propertyId) {
    await propertyInformationRepository(manager).deleteForProperty(organizationId, propertyId);
    return [];
  },
};

/** The property's tasks; their attachments (documents) are deleted by the BFF beforehand (taskIdsForProperty). */
const tasks: PropertyDependent = {
  kind: 'tasks',
  count: (manager, organizationId, propertyId) => countTasksForProperty(manager, organizationId, propertyId),
  async remove(manager, organizationId, propertyId) {
    await deleteTasksForProperty(manager, organizationId, propertyId);
    return [];
  },
};

export const PROPERTY_DEPENDENTS: PropertyDependent[] = [photos, information, tasks];
