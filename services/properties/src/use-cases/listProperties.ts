import type { DataSource } from 'typeorm';
import type { TListPropertiesQuery, TListPropertiesResponse } from '@immodesk/contracts/properties/listProperties.contract';
import type { RequestContext } from '@immodesk/platform/context';
import { propertyRepository } from '../repositories/propertyRepository';
import { toPropertySummary } from './toPropertySummary';

export async function listProperties(dataSource: DataSource, context: RequestContext, query: TListPropertiesQuery): Promise<TListPropertiesResponse> {
  const { rows, total } = await propertyRepository(dataSource).list(context.organizationId, query);
  return { items: rows.map(toPropertySummary), total };
}

