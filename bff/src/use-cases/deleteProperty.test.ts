import { describe, expect, it } from 'vitest';
import type { TProperty } from '@immodesk/contracts/properties/property.contract';
import { deleteProperty, type DeletePropertyDeps } from './deleteProperty';

const context = { organizationId: 'org-1', userId: 'user-1' };

/** The three services as the flow sees them, each recording what it was asked in one shared journal. */
function servicesWithTasks(taskIds: string[], options: { failingAttachments?: boolean } = {}) {
  const journal: string[] = [];
  const deps: DeletePropertyDeps = {
    properties: {
      getProperty: async (_context, idOrUrlCode) => {
        journal.push(`get ${idOrUrlCode}`);
        return { id: 'property-1' } as TProperty;
      },
      taskIdsForProperty: async () => taskIds,
    },
    documentFiles: {
      deleteTaskDocuments: async (_context, ids) => {
        if (options.failingAttachments) throw new Error('document storage unavailable');
        journal.push(`delete attachments of ${ids.join(',')}`);
        return ids.length;
      },
    },
    propertyFiles: {
      deleteProperty: async (_context, id) => {
        journal.push(`delete property ${id}`);
      },
    },
  };
  return { deps, journal };
}

describe('deleteProperty', () => {
  it('removes the attachments of the property’s tasks before the property itself', async () => {
    const { deps, journal } = servicesWithTasks(['task-1', 'task-2']);
    await deleteProperty(deps, context, 'meir-1-antwerpen');
    expect(journal).toEqual(['get meir-1-antwerpen', 'delete attachments of task-1,task-2', 'delete property property-1']);
  });

  it('leaves the property in place when its attachments cannot be removed, so the delete can be retried', async () => {
    const { deps, journal } = servicesWithTasks(['task-1'], { failingAttachments: true });
    await expect(deleteProperty(deps, context, 'property-1')).rejects.toThrow('document storage unavailable');
    expect(journal).toEqual(['get property-1']);
  });

  it('does not call the documents service for a property without tasks', async () => {
    const { deps, journal } = servicesWithTasks([], { failingAttachments: true });
    await deleteProperty(deps, context, 'property-1');
    expect(journal).toEqual(['get property-1', 'delete property property-1']);
  });
});
