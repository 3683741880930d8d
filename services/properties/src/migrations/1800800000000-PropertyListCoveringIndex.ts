import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createIndexes, index } from '@immodesk/platform/migrations/columns';

const FILTERS = ['status', 'type', 'occupancy', 'rent_cents', 'is_favourite', 'search_text'];
const without = (...names: string[]) => FILTERS.filter((name) => !names.includes(name));

/**
 * The list reads an organization's properties newest first, filtered by status, type, occupancy, rent band,
 * favourite and the folded search text (issue 35). Its indexes now hold every filter column after their leading
 * ones, so the page's ids (a deep page's offset skipped inside the index) and the count come from index entries
 * alone: 10,000 properties cost a walk over short entries, not 10,000 row look-ups. Three orders, because the
 * planner starts from the narrowest range: newest first (no filter or a search), by status, by rent band.
 * Occupancy and favourite get an index of their own like the other filters. The list index supersedes
 * (organization, created_at, id) and (organization, created_at, search_text).
 */
export class PropertyListCoveringIndex1800800000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    for (const name of [
      'idx_properties_organization_created',
      'idx_properties_organization_search',
      'idx_properties_organization_status',
      'idx_properties_organization_rent',
    ])
      await queryRunner.dropIndex('properties', name);
    await createIndexes(queryRunner, 'properties', [
      index('idx_properties_organization_list', ['organization_id', 'created_at', 'id', ...FILTERS]),
      index('idx_properties_organization_status', [
        'organization_id',
        'status',
        'created_at',
        'id',
        ...without('status'),
      ]),
      index('idx_properties_organization_rent', [
        'organization_id',
        'rent_cents',
        'status',
        'created_at',
        'id',
        ...without('rent_cents', 'status'),
      ]),
      index('idx_properties_organization_occupancy', ['organization_id', 'occupancy']),
      index('idx_properties_organization_favourite', ['organization_id', 'is_favourite']),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of [
      'idx_properties_organization_favourite',
      'idx_properties_organization_occupancy',
      'idx_properties_organization_rent',
      'idx_properties_organization_status',
      'idx_properties_organization_list',
    ])
      await queryRunner.dropIndex('properties', name);
    await createIndexes(queryRunner, 'properties', [
      index('idx_properties_organization_created', ['organization_id', 'created_at', 'id']),
      index('idx_properties_organization_search', ['organization_id', 'created_at', 'search_text']),
      index('idx_properties_organization_status', ['organization_id', 'status', 'created_at', 'id']),
      index('idx_properties_organization_rent', ['organization_id', 'rent_cents']),
    ]);
  }
}
