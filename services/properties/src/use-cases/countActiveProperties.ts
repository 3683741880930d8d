import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { propertyRepository } from '../repositories/propertyRepository';

/** The properties that count against the plan: archived ones do not. */
export function countActiveProperties(dataSource: DataSource, context: RequestContext): Promise<number> {
  return propertyRepository(dataSource).countActive(context.organizationId);
}
