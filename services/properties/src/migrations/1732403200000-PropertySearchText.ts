import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { propertySearchText } from '../domain/searchText';
import { createIndexes, index } from '@immodesk/platform/migrations/columns';

type Row = {
  id: string;
  street: string;
  houseNumber: string;
  bus: string | null;
  postalCode: string;
  city: string;
  urlCode: string;
};

/**
 * One folded search column instead of four LIKEs (street, city, postal code, urlCode) per row: the list search
 * over 10,000 properties compares one short ASCII string per row, and finds "Liège" when typing "liege".
 */
export class PropertySearchText1732403200000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'properties',
      new TableColumn({ name: 'search_text', type: 'varchar', length: '400', default: "''" }),
    );
    const rows: Row[] = await queryRunner.query(
      'SELECT id, street, house_number AS houseNumber, bus, postal_code AS postalCode, city, url_code AS urlCode FROM properties',
    );
    for (const row of rows)
      await queryRunner.query('UPDATE properties SET search_text = ? WHERE id = ?', [
        propertySearchText(row),
        row.id,
      ]);
    await createIndexes(queryRunner, 'properties', [
      index('idx_properties_organization_search', ['organization_id', 'created_at', 'search_text']),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('properties', 'idx_properties_organization_search');
    await queryRunner.dropColumn('properties', 'search_text');
  }
}
