import { expect } from 'vitest';
import { describeMigrations } from '@immodesk/platform/testing/describeMigrations';
import { DATABASE_MODULES } from './composition';

describeMigrations(DATABASE_MODULES, {
  title: 'database migrations',
  assertApplied: (schema) => {
    const mapped = DATABASE_MODULES.flatMap((module) =>
      module.entities.map((entity) => String(entity.options.tableName)),
    );
    expect(mapped).toEqual(
      expect.arrayContaining([
        'organizations',
        'users',
        'sessions',
        'properties',
        'tenants',
        'rent_payments',
        'documents',
      ]),
    );
    expect(Object.keys(schema)).toEqual(expect.arrayContaining(mapped));
  },
});
