import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { tenantRepository } from '../repositories/tenantRepository';

/** The tenants that count against the plan: inactive ones do not. */
export function countActiveTenants(dataSource: DataSource, context: RequestContext): Promise<number> {
  return tenantRepository(dataSource).countActive(context.organizationId);
}
