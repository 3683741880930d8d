import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { Page } from '@immodesk/platform/domain/page';
import type { PropertyListQuery, PropertySummary } from '../domain/property';
import { propertyRepository } from '../repositories/propertyRepository';
import { toPropertySummary } from './toPropertySummary';

export async function listProperties(
  dataSource: DataSource,
  context: RequestContext,
  query: PropertyListQuery,
): Promise<Page<PropertySummary>> {
  const { rows, total } = await propertyRepository(dataSource).list(context.organizationId, query);
  return { items: rows.map(toPropertySummary), total };
}
