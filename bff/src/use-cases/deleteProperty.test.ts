import { describe, expect, it } from 'vitest';
import type { TProperty } from '@immodesk/contracts/properties/property.contract';
import { deleteProperty, type DeletePropertyDeps } from './deleteProperty';

const context = { organizationId: 'org-1', userId: 'user-1' };

/** The four services as the flow sees them, each recording what it was asked in one shared journal. */
function servicesWithTasks(taskIds: string[], options: { failing?: 'documents' | 'rentItems' } = {}) {
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
      deletePropertyDocuments: async (_context, ref) => {
        if (options.failing === 'documents') throw new Error('document storage unavailable');
        journal.push(`delete documents of ${ref.propertyId} and tasks ${ref.taskIds.join(',') || '-'}`);
        return 2;
      },
    },
    finance: {
      deletePropertyRentItems: async (_context, propertyId) => {
        if (options.failing === 'rentItems') throw new Error('finance service unavailable');
        journal.push(`delete rent items of ${propertyId}`);
        return 3;
      },
    },
    expenses: {
      deletePropertyExpenses: async (_context, propertyId) => {
        journal.push(`delete expenses of ${propertyId}`);
        return 4;
      },
    },
    contracts: {
      // The contracts' own rules (refusing a signed one) are tested with the contracts routes.
      deletePropertyContracts: async () => 0,
    },
    contacts: {
      unlinkTenantsFromProperty: async (_context, ref) => {
        journal.push(`unlink tenants of ${ref.propertyId}`);
        return 1;
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
  it('removes the documents (the property’s and its tasks’ attachments), the rent items and the expenses before the property itself', async () => {
    const { deps, journal } = servicesWithTasks(['task-1', 'task-2']);
    await deleteProperty(deps, context, 'meir-1-antwerpen');
    expect(journal).toEqual([
      'get meir-1-antwerpen',
      'delete documents of property-1 and tasks task-1,task-2',
      'delete rent items of property-1',
      'delete expenses of property-1',
      'unlink tenants of property-1',
      'delete property property-1',
    ]);
  });

  it('leaves the property in place when its documents cannot be removed, so the delete can be retried', async () => {
    const { deps, journal } = servicesWithTasks(['task-1'], { failing: 'documents' });
    await expect(deleteProperty(deps, context, 'property-1')).rejects.toThrow('document storage unavailable');
    expect(journal).toEqual(['get property-1']);
  });

  it('leaves the property in place when its rent items cannot be removed', async () => {
    const { deps, journal } = servicesWithTasks([], { failing: 'rentItems' });
    await expect(deleteProperty(deps, context, 'property-1')).rejects.toThrow('finance service unavailable');
    expect(journal).toEqual(['get property-1', 'delete documents of property-1 and tasks -']);
  });
});
