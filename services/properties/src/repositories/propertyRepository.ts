import type { DataSource } from 'typeorm';
import type { TListPropertiesQuery } from '@immodesk/contracts/properties/listProperties.contract';
import { PropertyEntity, type PropertyRow } from '../entities/PropertyEntity';

export const PROPERTY_LIST_COLUMNS = [
  'id', 'urlCode', 'street', 'houseNumber', 'bus', 'postalCode', 'city', 'country', 'type',
  'rentCents', 'status', 'occupancy', 'isFavourite', 'latitude', 'longitude',
] as const satisfies readonly (keyof PropertyRow)[];

export type PropertyListRow = Pick<PropertyRow, (typeof PROPERTY_LIST_COLUMNS)[number]>;

export function propertyRepository(dataSource: DataSource) {
  const properties = dataSource.getRepository(PropertyEntity);
  return {
    insert: (row: Omit<PropertyRow, 'id'>) => properties.save(properties.create(row)),

    isUrlCodeTaken: (urlCode: string) => properties.exists({ where: { urlCode } }),

    async list(organizationId: string, query: TListPropertiesQuery): Promise<{ rows: PropertyListRow[]; total: number }> {
      const builder = properties
        .createQueryBuilder('property')
        .select(PROPERTY_LIST_COLUMNS.map((column) => `property.${column}`))
        .where('property.organizationId = :organizationId', { organizationId });
      if (query.q) {
        builder.andWhere('(property.street LIKE :q OR property.city LIKE :q OR property.postalCode LIKE :q)', { q: `%${query.q}%` });
      }
      if (query.type) builder.andWhere('property.type = :type', { type: query.type });
      if (query.status) builder.andWhere('property.status = :status', { status: query.status });
      if (query.occupancy) builder.andWhere('property.occupancy = :occupancy', { occupancy: query.occupancy });
      if (query.minRentCents !== undefined) builder.andWhere('property.rentCents >= :min', { min: query.minRentCents });
      if (query.maxRentCents !== undefined) builder.andWhere('property.rentCents < :max', { max: query.maxRentCents });
      if (query.favourite !== undefined) builder.andWhere('property.isFavourite = :favourite', { favourite: query.favourite });
      const [rows, total] = await builder
        .orderBy('property.createdAt', 'DESC')
        .addOrderBy('property.id', 'ASC')
        .skip((query.page - 1) * query.pageSize)
        .take(query.pageSize)
        .getManyAndCount();
      return { rows, total };
    },
  };
}
